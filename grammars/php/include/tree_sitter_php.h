#ifndef TREE_SITTER_PHP_H
#define TREE_SITTER_PHP_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_php(void);

#endif
