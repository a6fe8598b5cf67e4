#!/usr/bin/env bash
# Installs the Debian packages Inkstone builds against, when any is missing.
# Idempotent: with everything present it only checks and says so.
set -euo pipefail

packages=(pkg-config libtree-sitter-dev libhunspell-dev hunspell-en-us wamerican-huge wamerican-insane python3-pip neovim)

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no 'swift' on PATH. Install the Swift 6 toolchain (swift.org) and put its usr/bin on PATH." >&2
  exit 1
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
# pip may come with the Python installation rather than from Debian.
if [[ " ${missing[*]-} " == *" python3-pip "* ]] && python3 -m pip --version >/dev/null 2>&1; then
  missing=("${missing[@]/python3-pip}")
fi
missing=(${missing[@]+"${missing[@]}"})

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: Debian packages present (${packages[*]})"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "setup: missing Debian packages: ${missing[*]}; run as root or install sudo, or install them yourself:" >&2
  echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "setup: installing missing Debian packages: ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "setup: done"
