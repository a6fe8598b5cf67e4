; JSON: prose is the text of string values of object members, and comments, which
; this grammar accepts (// and /* */, as in JSONC). Keys are identifiers, and
; strings inside arrays are mostly names, tags or paths, so neither is captured.
; string_content holds the text between escape sequences (its siblings), so quotes
; and escapes are not captured.

(comment) @prose

(pair value: (string (string_content) @prose))
