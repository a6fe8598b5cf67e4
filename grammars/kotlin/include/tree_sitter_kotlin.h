#ifndef TREE_SITTER_KOTLIN_H
#define TREE_SITTER_KOTLIN_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_kotlin(void);

#endif
