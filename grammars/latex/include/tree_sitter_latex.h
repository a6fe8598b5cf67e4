#ifndef TREE_SITTER_LATEX_H
#define TREE_SITTER_LATEX_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_latex(void);

#endif
