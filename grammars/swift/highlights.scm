; Swift highlights. Patterns run from general to specific: where several patterns
; capture the same node, the later one is meant to win (the editors' rule).

(simple_identifier) @variable

(navigation_suffix suffix: (simple_identifier) @property)

(enum_entry name: (simple_identifier) @constant)

(type_identifier) @type

(parameter external_name: (simple_identifier) @variable.parameter)

(parameter name: (simple_identifier) @variable.parameter)

(lambda_parameter name: (simple_identifier) @variable.parameter)

(value_argument_label) @variable.parameter

(call_expression (simple_identifier) @function.call)

(call_expression (navigation_expression suffix: (navigation_suffix suffix: (simple_identifier) @function.method)))

(function_declaration name: (simple_identifier) @function)

(protocol_function_declaration name: (simple_identifier) @function)

(self_expression) @variable.builtin

(super_expression) @variable.builtin

(attribute) @attribute

[
  (integer_literal)
  (hex_literal)
  (oct_literal)
  (bin_literal)
  (real_literal)
] @number

[
  (boolean_literal)
  "nil"
] @constant.builtin

[
  (comment)
  (multiline_comment)
  (shebang_line)
] @comment

[
  (line_string_literal)
  (multi_line_string_literal)
  (raw_string_literal)
] @string

(regex_literal) @string.regex

(str_escaped_char) @string.escape

[
  (else)
  (throws)
  (throw_keyword)
  (catch_keyword)
  (where_keyword)
  (default_keyword)
  "actor"
  "any"
  "as"
  "as!"
  "as?"
  "associatedtype"
  "async"
  "await"
  "borrowing"
  "break"
  "case"
  "class"
  "consuming"
  "continue"
  "convenience"
  "deinit"
  "didSet"
  "distributed"
  "do"
  "dynamic"
  "each"
  "enum"
  "extension"
  "fallthrough"
  "fileprivate"
  "final"
  "for"
  "func"
  "get"
  "guard"
  "if"
  "import"
  "in"
  "indirect"
  "infix"
  "init"
  "inout"
  "internal"
  "is"
  "lazy"
  "let"
  "macro"
  "mutating"
  "nonisolated"
  "nonmutating"
  "open"
  "operator"
  "optional"
  "override"
  "package"
  "postfix"
  "precedencegroup"
  "prefix"
  "private"
  "protocol"
  "public"
  "repeat"
  "required"
  "return"
  "set"
  "some"
  "static"
  "struct"
  "subscript"
  "switch"
  "try"
  "typealias"
  "unowned"
  "var"
  "weak"
  "while"
  "willSet"
  "yield"
] @keyword

[
  (custom_operator)
  "!"
  "!="
  "!=="
  "%"
  "%="
  "&"
  "&&"
  "*"
  "*="
  "+"
  "++"
  "+="
  "-"
  "--"
  "-="
  "->"
  "..."
  "..<"
  "/"
  "/="
  "<"
  "<<"
  "<="
  "="
  "=="
  "==="
  ">"
  ">="
  ">>"
  "?"
  "??"
  "^"
  "|"
  "||"
  "~"
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

(line_string_literal ["\\(" ")"] @punctuation.special)

(multi_line_string_literal ["\\(" ")"] @punctuation.special)
