; Swift: prose is comments (//, ///, /* */, /** */) and the text of string literals.
; Block comments are multiline_comment nodes. String text comes in pieces:
; line_str_text and multi_line_str_text between escapes (str_escaped_char) and
; \(interpolations); a multi-line string's pieces include its indentation, and a
; quote inside it ("Return") splits the text into several pieces.
; Raw strings (#"..."#) have no content node: raw_str_part and raw_str_end_part
; include the #" and "# delimiters, so the engine must strip those itself.

[
  (comment)
  (multiline_comment)
] @prose

[
  (line_str_text)
  (multi_line_str_text)
  (raw_str_part)
  (raw_str_end_part)
] @prose
