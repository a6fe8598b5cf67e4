; Inside a quoted string: $variable expansions, (command substitutions) and escape
; sequences.
[
  (variable_expansion)
  (command_substitution)
  (escape_sequence)
] @protected
