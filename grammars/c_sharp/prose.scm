; C#: prose is comments (// lines, /* blocks */ and /// XML documentation, tags
; included) and the text of string literals. string_literal_content leaves out the
; quotes and lies between escape_sequence nodes; string_content is the text of an
; $"interpolated {string}" between its {interpolation}s; raw_string_content is the
; text of a """raw string""". An @"verbatim string" has no content node: it is
; captured whole, its @ and quotes included. 'c' characters are not prose.

(comment) @prose

[
  (string_literal_content)
  (string_content)
  (raw_string_content)
  (verbatim_string_literal)
] @prose
