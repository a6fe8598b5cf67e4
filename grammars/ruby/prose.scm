; Ruby: prose is comments (# lines, =begin/=end blocks; magic comments such as
; "# frozen_string_literal: true" are ordinary comments too) and the text of
; string literals and here-documents. string_content also occurs in regexes,
; `backticks`, :"symbols" and %w[] word arrays, so only the content of (string) is
; captured; heredoc_content holds a here-document's text between #{interpolations},
; indentation included. Escape sequences and interpolations are child nodes of
; (string), between its string_content nodes, and are not captured.

(comment) @prose

(string (string_content) @prose)

(heredoc_content) @prose
