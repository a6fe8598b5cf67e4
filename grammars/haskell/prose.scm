; Haskell: prose is comments (-- lines and {- blocks -}), Haddock comments (-- |,
; -- ^, {-| -}) and string literals. A Haskell (string) has no content node: the
; whole literal is captured, quotes included. {-# pragmas #-} and 'c' characters are
; not prose.

[
  (comment)
  (haddock)
] @prose

(string) @prose
