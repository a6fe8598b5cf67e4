#ifndef TREE_SITTER_ELIXIR_H
#define TREE_SITTER_ELIXIR_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_elixir(void);

#endif
