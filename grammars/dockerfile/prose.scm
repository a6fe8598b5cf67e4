; Dockerfile: prose is comments (parser directives such as "# syntax=…" are comments
; too) and the quoted values of LABEL and ENV pairs. A quoted string has no content
; node: it is captured whole, quotes included; its $VAR and ${VAR} expansions and
; escape sequences are children, protected in protected.scm. RUN, CMD and
; ENTRYPOINT hold shell commands and arguments, image names and paths are names:
; none of them is prose.

(comment) @prose

(label_pair value: [(double_quoted_string) (single_quoted_string)] @prose)

(env_pair value: [(double_quoted_string) (single_quoted_string)] @prose)
