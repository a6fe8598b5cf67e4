#ifndef TREE_SITTER_LUA_H
#define TREE_SITTER_LUA_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_lua(void);

#endif
