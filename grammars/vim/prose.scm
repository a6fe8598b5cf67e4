; Vim script: prose is comments (" lines, and "\ comments between continuation
; lines) and the text of string literals. A Vim string_literal is one token with no
; content node: the whole literal is captured, quotes included. Dictionary keys
; written as strings ({'quiet': …}) are string literals too, as in Python.

[
  (comment)
  (line_continuation_comment)
] @prose

(string_literal) @prose
