; PHP: prose is comments (//, # and /* */ blocks, /** PHPDoc */ included) and the
; text of string literals: string_content in 'single-quoted' and "double-quoted"
; strings and here-documents, between escape sequences and {$interpolations}, which
; are sibling nodes; nowdoc_string in <<<'NOWDOC' bodies. The HTML outside <?php ?>
; is a (text) node holding its markup as well as its words, and is not captured.

(comment) @prose

(string_content) @prose

(nowdoc_string) @prose
