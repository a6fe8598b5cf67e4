; SQL: prose is comments (-- lines, and /* blocks */, which this grammar calls
; marginalia) and literals. The grammar has one (literal) node for strings, numbers
; and TRUE/FALSE/NULL alike, and no content node: each literal is captured whole,
; a string's quotes included. Numbers and keywords hold no words a spelling checker
; would look at. Identifiers, "quoted identifiers" and keywords are not prose.

[
  (comment)
  (marginalia)
] @prose

(literal) @prose
