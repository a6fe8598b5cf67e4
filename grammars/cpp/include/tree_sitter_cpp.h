#ifndef TREE_SITTER_CPP_H
#define TREE_SITTER_CPP_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_cpp(void);

#endif
