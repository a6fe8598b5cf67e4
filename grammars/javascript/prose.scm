; JavaScript: prose is comments (line, block and JSDoc; html_comment is the legacy
; "<!--" form), the text of string and template literals, and JSX text.
; string_fragment holds the text between escape sequences and ${substitutions},
; so quotes, escapes and substitutions are not captured. Module paths in import and
; export statements and quoted object keys are strings too and are captured.
; The "#!" line is hash_bang_line, not a comment, and is not captured.

(comment) @prose

(html_comment) @prose

(string_fragment) @prose

(jsx_text) @prose
