; C highlights. Patterns run from general to specific: where several patterns
; capture the same node, the later one is meant to win (the editors' rule).

(identifier) @variable

(field_identifier) @property

[
  (type_identifier)
  (sized_type_specifier)
  (primitive_type)
] @type

(statement_identifier) @label

(parameter_declaration declarator: (identifier) @variable.parameter)

(parameter_declaration declarator: (pointer_declarator declarator: (identifier) @variable.parameter))

(call_expression function: (identifier) @function.call)

(call_expression function: (field_expression field: (field_identifier) @function.call))

(function_declarator declarator: (identifier) @function)

(enumerator name: (identifier) @constant)

(preproc_def name: (identifier) @constant.macro)

(preproc_function_def name: (identifier) @function.macro)

(number_literal) @number

[
  (true)
  (false)
  (null)
] @constant.builtin

(comment) @comment

[
  (string_literal)
  (system_lib_string)
  (char_literal)
] @string

(escape_sequence) @string.escape

[
  "#define"
  "#elif"
  "#else"
  "#endif"
  "#if"
  "#ifdef"
  "#ifndef"
  "#include"
  (preproc_directive)
] @keyword.directive

[
  "break"
  "case"
  "const"
  "continue"
  "default"
  "do"
  "else"
  "enum"
  "extern"
  "for"
  "goto"
  "if"
  "inline"
  "register"
  "restrict"
  "return"
  "sizeof"
  "static"
  "struct"
  "switch"
  "typedef"
  "union"
  "volatile"
  "while"
  "_Atomic"
  "_Noreturn"
  "alignas"
  "alignof"
  "thread_local"
] @keyword

[
  "--"
  "-"
  "-="
  "->"
  "="
  "!="
  "*"
  "&"
  "&&"
  "+"
  "++"
  "+="
  "<"
  "=="
  ">"
  "||"
  "!"
  "%"
  "%="
  "*="
  "/"
  "/="
  "<<"
  "<<="
  "<="
  ">="
  ">>"
  ">>="
  "^"
  "^="
  "|"
  "|="
  "&="
  "~"
  "?"
] @operator

[
  "("
  ")"
  "["
  "]"
  "{"
  "}"
] @punctuation.bracket

[
  "."
  ","
  ":"
  ";"
] @punctuation.delimiter
