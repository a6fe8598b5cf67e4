#ifndef TREE_SITTER_TYPESCRIPT_H
#define TREE_SITTER_TYPESCRIPT_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_typescript(void);

#endif
