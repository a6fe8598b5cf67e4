#ifndef TREE_SITTER_DOCKERFILE_H
#define TREE_SITTER_DOCKERFILE_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_dockerfile(void);

#endif
