; C++: prose is comments (//, ///, /* */, /** */) and the text of string literals.
; string_content holds the text between escape sequences (its siblings), and
; raw_string_content the text of R"delim(...)delim" without the delimiters.
; Character literals are not prose. #include "file.hpp" paths are string literals
; too and are captured (a query cannot exclude a node by its parent).

(comment) @prose

(string_content) @prose

(raw_string_content) @prose
