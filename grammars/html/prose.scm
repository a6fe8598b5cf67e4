; HTML: prose is element text and comments. (text) stops at character references
; (&amp; is an (entity) sibling) and at child elements. Script and style contents
; are raw_text and are not captured; <pre> and <code> text is captured, since
; telling those elements apart needs a predicate on tag_name. Attribute values such
; as alt="..." and title="..." are prose too but share attribute_value with
; class, src and href, so none are captured. A (comment) includes its <!-- and -->.

(text) @prose

(comment) @prose
