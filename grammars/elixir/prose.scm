; Elixir: prose is comments and the text of strings and charlists, @moduledoc and
; @doc heredocs included. quoted_content leaves out the quotes and lies between the
; escape_sequence and #{interpolation} nodes. Sigils are not captured: their
; quoted_content is as often a regex (~r/…/) or a word list (~w[…]) as prose, and a
; query cannot tell ~S"""docs""" from those by the sigil's letter. Quoted atoms
; (:"…") and keywords ("…": value) are names.

(comment) @prose

(string (quoted_content) @prose)

(charlist (quoted_content) @prose)
