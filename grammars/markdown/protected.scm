; Block-level markup inside the prose nodes of prose.scm: the `> ` (and list
; indentation) that continues a block quote on the following lines of a paragraph.
(block_continuation) @protected
