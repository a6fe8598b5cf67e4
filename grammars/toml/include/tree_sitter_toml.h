#ifndef TREE_SITTER_TOML_H
#define TREE_SITTER_TOML_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_toml(void);

#endif
