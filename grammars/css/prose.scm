; CSS: prose is comments (/* */, and // js_comment, which this grammar accepts) and
; the text of strings given directly as a property value, e.g. content: "...".
; Strings inside functions (url("..."), @import) are paths and are not captured;
; quoted font names in font-family are captured. string_content excludes the quotes
; and escape sequences (its siblings).

[
  (comment)
  (js_comment)
] @prose

(declaration (string_value (string_content) @prose))
