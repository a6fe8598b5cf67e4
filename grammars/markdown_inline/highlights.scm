; Markdown inline grammar highlights, applied to the (inline) and (pipe_table_cell)
; ranges of the block grammar.

(emphasis) @text.emphasis

(strong_emphasis) @text.strong

(strikethrough) @text.strike

[
  (emphasis_delimiter)
  (code_span_delimiter)
  (latex_span_delimiter)
] @punctuation.delimiter

(code_span) @text.literal

(latex_block) @text.math

[
  (link_destination)
  (uri_autolink)
  (email_autolink)
] @text.uri

[
  (link_text)
  (link_label)
  (image_description)
] @text.reference

(link_title) @string

(html_tag) @tag

[
  (backslash_escape)
  (hard_line_break)
  (entity_reference)
  (numeric_character_reference)
] @string.escape

(inline_link ["[" "]" "(" ")"] @punctuation.delimiter)

(image ["!" "[" "]" "(" ")"] @punctuation.delimiter)

(full_reference_link ["[" "]"] @punctuation.delimiter)

(collapsed_reference_link ["[" "]"] @punctuation.delimiter)

(shortcut_link ["[" "]"] @punctuation.delimiter)
