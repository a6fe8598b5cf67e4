; Go: prose is comments (// and /* */; doc comments are ordinary comments) and the
; text of string literals: interpreted_string_literal_content between escape
; sequences (its siblings), and raw_string_literal_content inside `backquotes`.
; Import paths are string literals too and are captured; rune literals are not.

(comment) @prose

(interpreted_string_literal_content) @prose

(raw_string_literal_content) @prose
