#!/bin/sh
# Installs inkstone under a prefix: bin/inkstone, its man page (share/man/man1) and
# its bash, zsh and fish completions, the last two made by the installed binary from
# its own help texts. Usage: scripts/install.sh PREFIX [BINARY]
# ('make install PREFIX=…' builds the release binary and runs this.)
set -eu
if [ $# -lt 1 ] || [ -z "$1" ]; then
    echo "usage: scripts/install.sh PREFIX [BINARY]   (as in scripts/install.sh /usr/local)" >&2
    exit 2
fi
prefix=$1
binary=${2:-.build/release/inkstone}
if [ ! -x "$binary" ]; then
    echo "install: $binary is not built; run 'make install' (which builds it) or name the binary" >&2
    exit 2
fi
install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/inkstone"
"$prefix/bin/inkstone" manual > "$prefix/share/man/man1/inkstone.1"
"$prefix/bin/inkstone" completions bash > "$prefix/share/bash-completion/completions/inkstone"
"$prefix/bin/inkstone" completions zsh > "$prefix/share/zsh/site-functions/_inkstone"
"$prefix/bin/inkstone" completions fish > "$prefix/share/fish/vendor_completions.d/inkstone.fish"
echo "installed $prefix/bin/inkstone, its man page and its bash, zsh and fish completions"
