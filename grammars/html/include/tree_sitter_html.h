#ifndef TREE_SITTER_HTML_H
#define TREE_SITTER_HTML_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_html(void);

#endif
