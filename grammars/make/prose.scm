; Make: prose is comments and the messages of $(info …), $(warning …) and
; $(error …). Recipes are shell commands, variable values are flags, paths and
; lists of files, and targets and prerequisites are names: none of them is prose. A
; message's (text) holds its $(variable) references as children, protected in
; protected.scm.

(comment) @prose

(function_call ["info" "warning" "error"] (arguments (text) @prose))
