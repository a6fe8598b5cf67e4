#ifndef TREE_SITTER_JAVA_H
#define TREE_SITTER_JAVA_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_java(void);

#endif
