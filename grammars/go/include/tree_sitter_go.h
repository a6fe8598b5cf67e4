#ifndef TREE_SITTER_GO_H
#define TREE_SITTER_GO_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_go(void);

#endif
