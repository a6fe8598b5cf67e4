; Bash: prose is comments and the text of quoted strings; command names and bare
; words are not. In "double quotes" string_content holds the text between
; expansions ($var, $(cmd)); escapes such as \" stay inside it. 'Single-quoted'
; raw_string and $'ANSI-C' ansi_c_string have no content node, so the whole string
; is captured, quotes included. A here-document's text is captured as heredoc_body:
; the text before its first expansion belongs to no named node, so heredoc_content
; alone would miss it; expansions inside the body are child nodes.
; The "#!" line is an ordinary (comment) in this grammar. A case item's quoted
; patterns are protected in protected.scm.

(comment) @prose

(string_content) @prose

(raw_string) @prose

(ansi_c_string) @prose

(heredoc_body) @prose
