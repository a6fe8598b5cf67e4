#ifndef TREE_SITTER_RUST_H
#define TREE_SITTER_RUST_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_rust(void);

#endif
