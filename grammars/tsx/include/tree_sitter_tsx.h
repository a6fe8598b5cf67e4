#ifndef TREE_SITTER_TSX_H
#define TREE_SITTER_TSX_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_tsx(void);

#endif
