#ifndef TREE_SITTER_JAVASCRIPT_H
#define TREE_SITTER_JAVASCRIPT_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_javascript(void);

#endif
