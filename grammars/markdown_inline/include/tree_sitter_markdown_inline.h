#ifndef TREE_SITTER_MARKDOWN_INLINE_H
#define TREE_SITTER_MARKDOWN_INLINE_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_markdown_inline(void);

#endif
