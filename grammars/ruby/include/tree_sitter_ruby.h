#ifndef TREE_SITTER_RUBY_H
#define TREE_SITTER_RUBY_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_ruby(void);

#endif
