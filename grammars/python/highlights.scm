; Python highlights. Patterns run from general to specific: where several patterns
; capture the same node, the later one is meant to win (the editors' rule).

(identifier) @variable

(attribute attribute: (identifier) @property)

(type (identifier) @type)

(generic_type (identifier) @type)

(parameters (identifier) @variable.parameter)

(typed_parameter (identifier) @variable.parameter)

(default_parameter name: (identifier) @variable.parameter)

(typed_default_parameter name: (identifier) @variable.parameter)

(keyword_argument name: (identifier) @variable.parameter)

(call function: (identifier) @function.call)

(call function: (attribute attribute: (identifier) @function.method))

(function_definition name: (identifier) @function)

(class_definition name: (identifier) @type)

(decorator "@" @attribute)

(decorator (identifier) @attribute)

[
  (integer)
  (float)
] @number

[
  (true)
  (false)
  (none)
] @constant.builtin

(comment) @comment

(string) @string

(escape_sequence) @string.escape

[
  "and"
  "as"
  "assert"
  "async"
  "await"
  "break"
  "case"
  "class"
  "continue"
  "def"
  "del"
  "elif"
  "else"
  "except"
  "except*"
  "finally"
  "for"
  "from"
  "global"
  "if"
  "import"
  "in"
  "is"
  "is not"
  "lambda"
  "match"
  "nonlocal"
  "not"
  "not in"
  "or"
  "pass"
  "raise"
  "return"
  "try"
  "while"
  "with"
  "yield"
] @keyword

[
  "-"
  "-="
  "!="
  "*"
  "**"
  "**="
  "*="
  "/"
  "//"
  "//="
  "/="
  "&"
  "&="
  "%"
  "%="
  "^"
  "^="
  "+"
  "+="
  "<"
  "<<"
  "<<="
  "<="
  "<>"
  "="
  ":="
  "=="
  ">"
  ">="
  ">>"
  ">>="
  "|"
  "|="
  "~"
  "@="
  "->"
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
  ","
  "."
  ":"
  ";"
] @punctuation.delimiter

(interpolation ["{" "}"] @punctuation.special)
