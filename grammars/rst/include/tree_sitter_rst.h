#ifndef TREE_SITTER_RST_H
#define TREE_SITTER_RST_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_rst(void);

#endif
