; inkstone:ancestors 0
; (a capture is its node's type alone; whether a string is a docstring, its parent's type,
; changes only inside a range tree-sitter reports as changed: IncrementalParsingTests)
; Python: prose is comments and the text of string literals, docstrings included.
; string_content excludes the prefix and quotes (string_start, string_end) and, in
; f-strings, the {interpolation}s, which split the content into several nodes.
; Escape sequences (\n, \u00e9) are escape_sequence children inside string_content;
; a query cannot subtract them, so the engine must skip those child ranges.
; A "#!" shebang line is an ordinary (comment) in this grammar.

(comment) @prose

(string_content) @prose
