#ifndef TREE_SITTER_JSON_H
#define TREE_SITTER_JSON_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_json(void);

#endif
