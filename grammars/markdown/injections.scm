; The block nodes whose text the markdown_inline grammar parses (included ranges).
[(inline) (pipe_table_cell)] @inline
