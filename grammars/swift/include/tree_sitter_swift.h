#ifndef TREE_SITTER_SWIFT_H
#define TREE_SITTER_SWIFT_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_swift(void);

#endif
