#ifndef TREE_SITTER_C_SHARP_H
#define TREE_SITTER_C_SHARP_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_c_sharp(void);

#endif
