#ifndef TREE_SITTER_SQL_H
#define TREE_SITTER_SQL_H

typedef struct TSLanguage TSLanguage;

const TSLanguage *tree_sitter_sql(void);

#endif
