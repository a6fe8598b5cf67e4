; reStructuredText: prose is the words of paragraphs (also in lists, block quotes,
; footnotes, definitions and field bodies), section titles, definition-list terms,
; line blocks, *emphasis* and **strong** text, and comments.
; Plain text in this grammar is a run of anonymous "text" tokens, one per word, so
; each word is captured; inline markup nodes sit between them. A paragraph ending in
; "::" contains its literal_block, which is not captured. (emphasis) and (strong)
; include their * markers, and a (comment) its leading "..".
; Not captured: literal blocks, ``literals``, interpreted text and roles, references
; and hyperlink targets, substitutions, and directives: a directive's (content) is
; prose for .. note:: but code for .. code-block::, so the content of the directives
; nested.scm lists is parsed again and read with this query (`DirectiveContents`).

(comment) @prose

(title "text" @prose)

(paragraph "text" @prose)

(paragraph [(emphasis) (strong)] @prose)

(term "text" @prose)

(line "text" @prose)
