; $(variable) and ${variable} references and $@-style automatic variables inside a
; message, and the calls of other functions in it.
(text [(variable_reference) (automatic_variable) (function_call) (shell_function)] @protected)
