; Kotlin: prose is comments (// lines, /* blocks */ and /** KDoc */) and the text of
; string literals, """raw strings""" included. string_content leaves out the quotes
; and the $name and ${expression} templates, which split it into several nodes. This
; grammar keeps escape sequences (\n, \t) inside string_content's text, with no child
; node a query could protect.

[
  (line_comment)
  (multiline_comment)
] @prose

(string_content) @prose
