; A case item's patterns ("Profelis SambaBOX"* | "SambaBOX"*): what a value is
; matched against, not words for people, though they are quoted strings (neofetch's
; distribution names, issue #26 round U).
(case_item value: (_) @protected)
