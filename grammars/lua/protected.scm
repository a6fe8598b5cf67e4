; Escape sequences lie inside string_content in this grammar; they are not words.
(escape_sequence) @protected
