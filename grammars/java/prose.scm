; Java: prose is comments (line_comment, block_comment; Javadoc comments are
; block_comments, HTML tags and @tags included) and the text of string literals.
; string_fragment holds the text between escape sequences (its siblings);
; multiline_string_fragment the text of a """text block""", indentation included.
; Character literals are not prose.

[
  (line_comment)
  (block_comment)
] @prose

[
  (string_fragment)
  (multiline_string_fragment)
] @prose
