#ifndef TREE_SITTER_XML_H
#define TREE_SITTER_XML_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_xml(void);

#endif
