; XML: prose is comments and the character data between tags, as in HTML. CharData
; stops at &entity; and &#8230; references, which are nodes of their own, and at
; child elements; the whitespace between elements is CharData too, with no words in
; it. Tag and attribute names, attribute values, <![CDATA[ sections ]]>, processing
; instructions and the DOCTYPE are not prose.

(Comment) @prose

(CharData) @prose
