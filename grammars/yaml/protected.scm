; Escape sequences inside quoted scalars ("\n", "\u2026", and '' in single quotes).
(escape_sequence) @protected
