#ifndef TREE_SITTER_PERL_H
#define TREE_SITTER_PERL_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_perl(void);

#endif
