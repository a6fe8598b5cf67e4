#ifndef TREE_SITTER_MAKE_H
#define TREE_SITTER_MAKE_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_make(void);

#endif
