#ifndef TREE_SITTER_HASKELL_H
#define TREE_SITTER_HASKELL_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_haskell(void);

#endif
