; reStructuredText: a directive's content is one opaque node in this grammar. The
; content of the directives listed below is prose (an admonition, a version note, an
; API description, a changelog entry), parsed again with this grammar
; (`DirectiveContents`) and read with prose.scm; the content of any other directive
; (code-block, math, raw, toctree, csv-table, literalinclude …) stays protected.
; A directive's arguments (the text after `::` on its first line) are prose for the
; directives prose-arguments lists (an admonition's first line, a topic's title), and
; after the version for those versioned-arguments lists (`.. versionchanged:: 1.3.0 the
; callback may be NULL`); an API description's arguments are a signature, never prose.
; A domain's prefix is ignored (`py:function` is `function`).
; inkstone:prose-directives attention caution danger error hint important note tip warning admonition seealso todo versionadded versionchanged versionremoved deprecated change changelog topic sidebar epigraph highlights pull-quote compound container only glossary hlist figure tab tabs group-tab tab-set tab-item dropdown details card grid grid-item grid-item-card function class method attribute data exception module decorator property classmethod staticmethod describe object option cmdoption envvar confval macro member type struct enum enumerator union var autoclass autofunction automethod autoattribute autodata autoexception automodule
; inkstone:prose-arguments attention caution danger error hint important note tip warning admonition seealso todo topic sidebar rubric
; inkstone:versioned-arguments versionadded versionchanged versionremoved deprecated
(directive body: (body) @body)
