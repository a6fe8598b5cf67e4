; Rust: prose is comments (line_comment and block_comment, doc comments included)
; and the text of string literals. Doc comments have a doc_comment child holding
; the text after the //!, ///, /*! or /** marker; the whole comment node is captured
; so plain and doc comments are handled alike. string_content excludes quotes and
; escape sequences (its siblings); in raw strings it excludes the r#" and "#
; delimiters. Byte strings (b"...") are string literals too. Character literals are
; not prose.

[
  (line_comment)
  (block_comment)
] @prose

(string_content) @prose
