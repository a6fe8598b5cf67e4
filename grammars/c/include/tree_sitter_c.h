#ifndef TREE_SITTER_C_H
#define TREE_SITTER_C_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_c(void);

#endif
