; inkstone:ancestors 0
; (inline and table-cell nodes are prose wherever they stand)
; Markdown (block grammar): prose is the text of paragraphs, headings, list items,
; block quotes and table cells. Each (inline) node is parsed again with
; markdown_inline, whose protected.scm marks code spans, links and the like inside it.
; Not captured: front matter (minus_metadata, plus_metadata), fenced and indented
; code blocks and link reference definitions — but for their titles, which
; changelogs fill with the linked issue's words (`[#54]: https://… "copy does not
; preserve file ownership"`).
; An HTML block (`<p align="center">…</p>`) is captured whole; the engine protects
; its tags, comments, character references and the content of <pre>, <code>,
; <script> and the like (HTMLBlockText), and reads the rest as prose.
; A block quote's (inline) contains its "> " markers as block_continuation children;
; the engine has to leave those child ranges out.
; Table cells have no (inline) child in this grammar version, so the cell itself is
; captured; its range excludes the "|" separators and the leading space but includes
; the trailing padding.

(inline) @prose

(pipe_table_cell) @prose

(html_block) @prose

(link_reference_definition (link_title) @prose)
