; Inside string_content and heredoc_content: interpolated variables ($name, @list,
; %hash, ${expression}, $x->{key}), escape sequences and a here-document's closing
; delimiter.
(string_content [(scalar) (array) (hash) (scalar_deref_expression) (array_deref_expression) (hash_element_expression) (array_element_expression) (method_call_expression)] @protected)
(heredoc_content [(scalar) (array) (hash) (scalar_deref_expression) (array_deref_expression) (hash_element_expression) (array_element_expression) (method_call_expression)] @protected)
(escape_sequence) @protected
(heredoc_end) @protected
