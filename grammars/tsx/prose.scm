; TSX: prose is comments (line, block and JSDoc, including {/* */} inside JSX), the
; text of string and template literals, and JSX text.
; string_fragment holds the text between escape sequences and ${substitutions}, so
; quotes, escapes and substitutions are not captured. JSX attribute values
; (title="..." but also className="...") are strings and are captured; telling them
; apart would need a predicate on the attribute name.
; jsx_text stops at entities such as &quot; (html_character_reference), which are
; not captured.

(comment) @prose

(html_comment) @prose

(string_fragment) @prose

(jsx_text) @prose
