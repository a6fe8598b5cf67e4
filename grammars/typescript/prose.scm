; TypeScript: prose is comments (line, block and JSDoc; html_comment is the legacy
; "<!--" form) and the text of string and template literals.
; string_fragment holds the text between escape sequences and ${substitutions},
; so quotes, escapes and substitutions are not captured. String literal types
; ("hint" | "warning"), enum values, module paths and quoted keys are strings too
; and are captured.

(comment) @prose

(html_comment) @prose

(string_fragment) @prose
