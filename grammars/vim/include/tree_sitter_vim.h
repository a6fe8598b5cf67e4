#ifndef TREE_SITTER_VIM_H
#define TREE_SITTER_VIM_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_vim(void);

#endif
