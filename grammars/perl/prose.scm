; Perl: prose is comments, POD blocks (=head1 … =cut, commands and formatting codes
; included) and the text of string literals: string_content of '…', "…", q(…) and
; qq{…}, and here-document bodies. Interpolated variables and escape sequences are
; children of string_content and heredoc_content, as is a here-document's closing
; delimiter (heredoc_end); protected.scm keeps them out. Regexes, qw() word lists,
; `commands` and barewords before => are not prose. The "#!" line is an ordinary
; (comment).

(comment) @prose

(pod) @prose

(string_content) @prose

(heredoc_content) @prose
