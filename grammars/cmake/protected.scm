; CMake: nothing inside a comment is protected beyond what the prose engine protects
; everywhere (addresses, paths, code spans).
