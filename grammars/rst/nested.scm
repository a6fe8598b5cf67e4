; reStructuredText: a directive's content is one opaque node in this grammar. The
; content of the directives listed below is prose (an admonition, a version note, an
; API description, a changelog entry), parsed again with this grammar
; (`DirectiveContents`) and read with prose.scm; the content of any other directive
; (code-block, math, raw, toctree, csv-table, literalinclude …) stays protected.
; A domain's prefix is ignored (`py:function` is `function`).
; inkstone:prose-directives attention caution danger error hint important note tip warning admonition seealso todo versionadded versionchanged versionremoved deprecated change changelog topic sidebar epigraph highlights pull-quote compound container only glossary hlist figure tab tabs group-tab tab-set tab-item dropdown details card grid grid-item grid-item-card function class method attribute data exception module decorator property classmethod staticmethod describe object option cmdoption envvar confval macro member type struct enum enumerator union var autoclass autofunction automethod autoattribute autodata autoexception automodule
(directive body: (body (content) @content))
