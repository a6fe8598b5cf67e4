; Fish: prose is comments and quoted strings; command names and bare words are not.
; A quoted string has no content node: it is captured whole, quotes included; its
; $variable expansions, (command substitutions) and escape sequences are children,
; protected in protected.scm. The "#!" line is an ordinary (comment).

(comment) @prose

[
  (double_quote_string)
  (single_quote_string)
] @prose
