; Markdown inline grammar: nodes inside prose text that must never be changed.
; Code, URLs, e-mail addresses, raw HTML, math and escapes are not words; link
; labels (and the text of [shortcut] and [collapsed][] reference links, which is
; the label) must keep matching their link reference definitions.
; Bare URLs (www.example.com, http://...) are plain text in this grammar version:
; no node marks them, so the engine has to find them itself.

(code_span) @protected

(link_destination) @protected

(link_label) @protected

(shortcut_link (link_text) @protected)

(collapsed_reference_link (link_text) @protected)

(uri_autolink) @protected

(email_autolink) @protected

(html_tag) @protected

(latex_block) @protected

(backslash_escape) @protected

(entity_reference) @protected

(numeric_character_reference) @protected

; Markup inside prose: emphasis and strike-through delimiters and the brackets and
; parentheses of links and images. A suggestion may change the words, never the
; markup around them.
(emphasis_delimiter) @protected

(inline_link ["[" "]" "(" ")"] @protected)

(image ["!" "[" "]" "(" ")"] @protected)

(full_reference_link ["[" "]"] @protected)

(link_title) @protected
