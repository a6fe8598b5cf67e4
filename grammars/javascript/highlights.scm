; JavaScript highlights. Patterns run from general to specific: where several patterns
; capture the same node, the later one is meant to win (the editors' rule).

(identifier) @variable

[
  (property_identifier)
  (private_property_identifier)
  (shorthand_property_identifier)
  (shorthand_property_identifier_pattern)
] @property

(statement_identifier) @label

(formal_parameters (identifier) @variable.parameter)

(formal_parameters (assignment_pattern left: (identifier) @variable.parameter))

(formal_parameters (rest_pattern (identifier) @variable.parameter))

(arrow_function parameter: (identifier) @variable.parameter)

(class_declaration name: (identifier) @type)

(class name: (identifier) @type)

(new_expression constructor: (identifier) @type)

(call_expression function: (identifier) @function.call)

(call_expression function: (member_expression property: (property_identifier) @function.method))

(function_declaration name: (identifier) @function)

(generator_function_declaration name: (identifier) @function)

(function_expression name: (identifier) @function)

(method_definition name: (property_identifier) @function.method)

(method_definition name: (private_property_identifier) @function.method)

(variable_declarator name: (identifier) @function value: (arrow_function))

(variable_declarator name: (identifier) @function value: (function_expression))

(number) @number

[
  (true)
  (false)
  (null)
  (undefined)
] @constant.builtin

[
  (this)
  (super)
] @variable.builtin

[
  (comment)
  (html_comment)
  (hash_bang_line)
] @comment

[
  (string)
  (template_string)
] @string

(regex) @string.regex

(escape_sequence) @string.escape

[
  "as"
  "async"
  "await"
  "break"
  "case"
  "catch"
  "class"
  "const"
  "continue"
  "debugger"
  "default"
  "delete"
  "do"
  "else"
  "export"
  "extends"
  "finally"
  "for"
  "from"
  "function"
  "get"
  "if"
  "import"
  "in"
  "instanceof"
  "let"
  "new"
  "of"
  "return"
  "set"
  "static"
  "switch"
  "throw"
  "try"
  "typeof"
  "var"
  "void"
  "while"
  "with"
  "yield"
] @keyword

[
  "-"
  "--"
  "-="
  "+"
  "++"
  "+="
  "*"
  "*="
  "**"
  "**="
  "/"
  "/="
  "%"
  "%="
  "<"
  "<="
  "<<"
  "<<="
  "="
  "=="
  "==="
  "!"
  "!="
  "!=="
  "=>"
  ">"
  ">="
  ">>"
  ">>="
  ">>>"
  ">>>="
  "~"
  "^"
  "&"
  "|"
  "^="
  "&="
  "|="
  "&&"
  "||"
  "??"
  "&&="
  "||="
  "??="
  "?"
  "..."
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
  ";"
  (optional_chain)
  "."
  ","
  ":"
] @punctuation.delimiter

(template_substitution ["${" "}"] @punctuation.special)

(regex "/" @string.regex)
