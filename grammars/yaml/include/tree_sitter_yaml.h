#ifndef TREE_SITTER_YAML_H
#define TREE_SITTER_YAML_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_yaml(void);

#endif
