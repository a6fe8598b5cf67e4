#ifndef TREE_SITTER_PYTHON_H
#define TREE_SITTER_PYTHON_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_python(void);

#endif
