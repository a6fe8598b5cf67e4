#ifndef TREE_SITTER_BASH_H
#define TREE_SITTER_BASH_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_bash(void);

#endif
