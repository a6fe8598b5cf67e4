#ifndef TREE_SITTER_CMAKE_H
#define TREE_SITTER_CMAKE_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_cmake(void);

#endif
