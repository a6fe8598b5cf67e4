#ifndef TREE_SITTER_SCALA_H
#define TREE_SITTER_SCALA_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_scala(void);

#endif
