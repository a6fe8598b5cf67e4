; Markdown (block grammar) highlights. Inline markup (emphasis, code spans, links)
; is highlighted by markdown_inline/highlights.scm over the (inline) nodes.

(atx_heading (inline) @text.title)

(setext_heading (paragraph) @text.title)

[
  (atx_h1_marker)
  (atx_h2_marker)
  (atx_h3_marker)
  (atx_h4_marker)
  (atx_h5_marker)
  (atx_h6_marker)
  (setext_h1_underline)
  (setext_h2_underline)
] @punctuation.special

[
  (indented_code_block)
  (fenced_code_block)
] @text.literal

(fenced_code_block_delimiter) @punctuation.delimiter

(info_string) @label

[
  (minus_metadata)
  (plus_metadata)
] @comment

(html_block) @text.literal

(link_reference_definition (link_label) @text.reference)

(link_reference_definition (link_destination) @text.uri)

(link_reference_definition (link_title) @string)

(pipe_table_header (pipe_table_cell) @text.title)

[
  (pipe_table_delimiter_cell)
  (thematic_break)
  (list_marker_plus)
  (list_marker_minus)
  (list_marker_star)
  (list_marker_dot)
  (list_marker_parenthesis)
  (block_quote_marker)
  (task_list_marker_checked)
  (task_list_marker_unchecked)
] @punctuation.special

(pipe_table_header "|" @punctuation.special)

(pipe_table_row "|" @punctuation.special)

(pipe_table_delimiter_row "|" @punctuation.special)

(backslash_escape) @string.escape
