/* Compiled only when grammars/<lang>/src is missing: Package.swift puts this file in
   place of the grammar targets so that the build stops with a message, not a puzzle. */
#error "Tree-sitter grammars are not fetched. Run 'make grammars' (python3 grammars/fetch.py), then build again."
