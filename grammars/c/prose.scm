; C: prose is comments (// and /* */, doc comments included) and the text of string
; literals. string_content holds the text between escape sequences, which are its
; siblings, so neither quotes nor escapes are captured. Character literals are not
; prose. #include "file.h" paths are string literals too and are captured: a query
; without predicates cannot tell them apart from other strings' content except by
; their parent, and tree-sitter queries have no "not inside" operator.

(comment) @prose

(string_content) @prose
