; LaTeX: prose is the words of ordinary text and % line comments.
; Text is a (text) node of (word)s mixed with commands, references, URLs and
; sub/superscripts, so single (word)s are captured, in these places only:
; - text directly in the document, an environment, an \item or a sectioning unit
;   (a section node holds the text up to the next section);
; - the titles of \part ... \subparagraph, \title, \caption and \item[label];
; - the arguments of commands inside such text (\emph{...}, \footnote{...}), two
;   levels deep, and \text{...} inside math.
; Not captured: math (inline_formula, displayed_equation, math_environment), the
; bodies of verbatim, lstlisting, minted and comment environments (distinct node
; types), \iffalse...\fi blocks (LaTeX source switched off), environment names,
; labels, keys, paths, \author names, and arguments of commands standing on their
; own (\setlength{...}{...}, a tabular's {ll} column spec). \texttt{...} cannot be
; told apart from \emph{...} without a predicate on the command name, so its
; argument is captured. (word) stops at - / , = and brackets, and keeps ~ and
; other punctuation such as "Section~" or "paper.".

(line_comment) @prose

(source_file
  (text
    word: [
      (word) @prose
      (generic_command
        arg: (curly_group
          (text
            word: [
              (word) @prose
              (generic_command arg: (curly_group (text word: (word) @prose)))
            ])))
    ]))

(generic_environment
  (text
    word: [
      (word) @prose
      (generic_command
        arg: (curly_group
          (text
            word: [
              (word) @prose
              (generic_command arg: (curly_group (text word: (word) @prose)))
            ])))
    ]))

(enum_item
  (text
    word: [
      (word) @prose
      (generic_command
        arg: (curly_group
          (text
            word: [
              (word) @prose
              (generic_command arg: (curly_group (text word: (word) @prose)))
            ])))
    ]))

(part
  (text
    word: [
      (word) @prose
      (generic_command
        arg: (curly_group
          (text
            word: [
              (word) @prose
              (generic_command arg: (curly_group (text word: (word) @prose)))
            ])))
    ]))

(chapter
  (text
    word: [
      (word) @prose
      (generic_command
        arg: (curly_group
          (text
            word: [
              (word) @prose
              (generic_command arg: (curly_group (text word: (word) @prose)))
            ])))
    ]))

(section
  (text
    word: [
      (word) @prose
      (generic_command
        arg: (curly_group
          (text
            word: [
              (word) @prose
              (generic_command arg: (curly_group (text word: (word) @prose)))
            ])))
    ]))

(subsection
  (text
    word: [
      (word) @prose
      (generic_command
        arg: (curly_group
          (text
            word: [
              (word) @prose
              (generic_command arg: (curly_group (text word: (word) @prose)))
            ])))
    ]))

(subsubsection
  (text
    word: [
      (word) @prose
      (generic_command
        arg: (curly_group
          (text
            word: [
              (word) @prose
              (generic_command arg: (curly_group (text word: (word) @prose)))
            ])))
    ]))

(paragraph
  (text
    word: [
      (word) @prose
      (generic_command
        arg: (curly_group
          (text
            word: [
              (word) @prose
              (generic_command arg: (curly_group (text word: (word) @prose)))
            ])))
    ]))

(subparagraph
  (text
    word: [
      (word) @prose
      (generic_command
        arg: (curly_group
          (text
            word: [
              (word) @prose
              (generic_command arg: (curly_group (text word: (word) @prose)))
            ])))
    ]))

(part text: (curly_group (text word: (word) @prose)))

(part toc: (brack_group (text word: (word) @prose)))

(chapter text: (curly_group (text word: (word) @prose)))

(chapter toc: (brack_group (text word: (word) @prose)))

(section text: (curly_group (text word: (word) @prose)))

(section toc: (brack_group (text word: (word) @prose)))

(subsection text: (curly_group (text word: (word) @prose)))

(subsection toc: (brack_group (text word: (word) @prose)))

(subsubsection text: (curly_group (text word: (word) @prose)))

(subsubsection toc: (brack_group (text word: (word) @prose)))

(paragraph text: (curly_group (text word: (word) @prose)))

(paragraph toc: (brack_group (text word: (word) @prose)))

(subparagraph text: (curly_group (text word: (word) @prose)))

(subparagraph toc: (brack_group (text word: (word) @prose)))

(title_declaration text: (curly_group (text word: (word) @prose)))

(caption long: (curly_group (text word: (word) @prose)))

(caption short: (brack_group (text word: (word) @prose)))

(enum_item label: (brack_group_text (text word: (word) @prose)))

(text_mode content: (curly_group (text word: (word) @prose)))
