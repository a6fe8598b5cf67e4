; CMake: prose is comments, `# …` lines and `#[[ … ]]` blocks. Commands, their
; arguments, variables and paths are code; so are quoted arguments, which hold paths,
; flags, lists and generator expressions far more often than sentences (a message()'s
; text is left out with them: this grammar's strings are no literals the judge reads
; as such).

(line_comment) @prose

(bracket_comment) @prose
