#ifndef TREE_SITTER_MARKDOWN_H
#define TREE_SITTER_MARKDOWN_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_markdown(void);

#endif
