; Lua: prose is comments and the text of string literals. comment_content leaves out
; the "--" and the brackets of --[[ long comments ]]; string_content leaves out the
; quotes and the [[ ]] of long strings. Escape sequences (\n, \u{e9}) are
; escape_sequence children inside string_content (protected.scm). The "#!" line is a
; hash_bang_line, not a comment.

(comment_content) @prose

(string_content) @prose
