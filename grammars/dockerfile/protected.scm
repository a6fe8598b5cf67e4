; $VAR and ${VAR} expansions and escape sequences inside a quoted value.
[
  (expansion)
  (escape_sequence)
] @protected
