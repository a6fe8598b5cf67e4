#ifndef TREE_SITTER_CSS_H
#define TREE_SITTER_CSS_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_css(void);

#endif
