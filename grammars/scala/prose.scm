; Scala: prose is comments (// lines, /* blocks */ and /** Scaladoc */) and string
; literals. A Scala string has no content node: the whole (string) is captured,
; quotes ("" or """) included, and so is an s"…" or f"…" interpolated_string, whose
; $name and ${expression} parts are (interpolation) children, protected in
; protected.scm; the interpolator (s, f, raw) lies outside it.

[
  (comment)
  (block_comment)
] @prose

[
  (string)
  (interpolated_string)
] @prose
