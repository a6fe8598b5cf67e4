; TOML: prose is comments and string values of key/value pairs. Keys (bare_key,
; quoted_key) and strings inside arrays are not captured.
; A TOML string has no content node: the whole (string) is captured, with its
; quotes ("", '', """ or ''') and, in basic strings, escape_sequence children.

(comment) @prose

(pair (string) @prose)
