#!/usr/bin/env bash
# Installs the Debian packages Inkstone builds against, when any is missing.
# Idempotent: with everything present it only checks and says so.
set -euo pipefail

packages=(pkg-config libtree-sitter-dev libhunspell-dev libmicrohttpd-dev libcld2-dev hunspell-en-us hunspell-fr python3-pip neovim)
# make test-long also drives LibreOffice's LanguageTool client (LibreOfficeClientTests).
if [ "${INKSTONE_LONG_TESTS:-}" = 1 ]; then packages+=(libreoffice-writer python3-uno); fi

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

# The Python clients the tests drive (scripts/test-clients.txt), beside the build.
install_test_clients() {
  local folder=.build/python-packages
  if [ -f "$folder/.installed" ] && cmp -s scripts/test-clients.txt "$folder/.installed"; then return 0; fi
  echo "setup: installing the test clients (scripts/test-clients.txt) into $folder"
  rm -rf "$folder"
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --no-deps --target "$folder" -r scripts/test-clients.txt
  cp scripts/test-clients.txt "$folder/.installed"
}

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: Debian packages present (${packages[*]})"
  install_test_clients
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
install_test_clients
echo "setup: done"
