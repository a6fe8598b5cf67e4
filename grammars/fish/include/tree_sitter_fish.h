#ifndef TREE_SITTER_FISH_H
#define TREE_SITTER_FISH_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_fish(void);

#endif
