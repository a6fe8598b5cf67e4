#!/usr/bin/env python3
"""Generate dictionaries/code-names.dic: names that code gives and prose quotes.

Why: comments and docs name the functions, types and modules they talk about —
`ints`, `dicts`, `popen`, `ftruncate`, `snprintf`, `symtable` — and a spelling checker
that calls them typos is turned off. A word in this list is never a typo: `TypoTier`
makes it an unknown word (listed by `--unknown-words` and `--all`, not by default).
It is not accepted outright, so a real slip that happens to spell a name is still
there for whoever asks for everything. Names are facts; no licence restricts a list
of them.

Sources, both read from this machine and pinned by version:
  - CPython 3.11 (Debian's python3.11): `keyword.kwlist` and `softkwlist`,
    `dir(builtins)`, `sys.stdlib_module_names`, and the special method names of the
    built-in types without their underscores (`__getitem__` -> getitem).
  - The Linux man-pages project 6.03 as Debian packages it (manpages-dev 6.03-2):
    the names of its section 2 and 3 pages (system calls and C library functions,
    `/usr/share/man/man3/popen.3.gz` -> popen).
  - Go 1.19's predeclared identifiers as Debian packages its source (golang-1.19-src
    1.19.8-2): the types, functions and constants `src/builtin/builtin.go` documents
    (`uint`, `uintptr`, `rune`, `iota`; Go's docs and API dumps quote them).
  - Vim 9.0's help tags as Debian packages them (vim-runtime 2:9.0.1378-2+deb12u2,
    /usr/share/vim/vim90/doc/tags): its commands, options and functions (`noremap`,
    `topleft`, `arglist`, `'nohidden'`, `tabpagenr()`), which Vim plug-ins and Neovim
    Lua configurations write in their comments and docs. Vim shortens commands to a
    few letters (`:chec`, `:windo`, `:sav`), one slip from an English word: a Vim name
    one edit (a letter changed, added or left out, two neighbours swapped) from one of
    the 30,000 commonest words of dictionaries/en-frequency.txt is left out.
  - The keywords of the grammars Inkstone parses, pinned by sha256 in
    grammars/manifest.json and fetched by `make grammars`: each grammar's parser.c
    names its anonymous tokens (`[anon_sym_inout] = "inout"`); those of three or more
    lowercase letters are its keywords (Swift's `inout`, `fileprivate`, Rust's `impl`,
    Perl's `elsif`, Make's `ifeq`), which comments and docs of that language's code
    write as words. A keyword en_US knows capitalised or in capitals (Vim's `chinese`,
    `ansi`, `lua`) is a name or an abbreviation, not code: left out.

Kept: names of three or more ASCII letters only, lower-cased, that Hunspell's en_US
dictionary (Debian hunspell-en-us 1:2020.12.07-2) refuses — an English word there
(`not`, `open`) is no name, and its plural's slips (`nots`) stay typos — and the names
of CPython's built-in types even where en_US has them as abbreviations (`int`, `dict`,
`str`: prose writes `ints` and `dicts`), sorted,
one per line after the count line (Hunspell .dic layout). Another Python, man-pages or
dictionary version is refused, so that the list regenerates byte for byte.

Usage:
  python3 scripts/gen_code_words.py [OUTPUT]
"""
import builtins, keyword, os, re, subprocess, sys

PYTHON = (3, 11)
MANPAGES = "6.03-2"
GO_SOURCE = "1.19.8-2"
GO_BUILTINS = "/usr/share/go-1.19/src/builtin/builtin.go"
EN_US = "1:2020.12.07-2"
VIM_RUNTIME = "2:9.0.1378-2+deb12u2"
VIM_TAGS = "/usr/share/vim/vim90/doc/tags"
FREQUENCY = "dictionaries/en-frequency.txt"
OUTPUT = "dictionaries/code-names.dic"


def fail(message):
    print(f"gen_code_words.py: {message}", file=sys.stderr)
    sys.exit(2)


def builtin_types():
    """`int`, `dict`, `str`, `bytearray`: the classes `builtins` holds, but exceptions."""
    return {name for name, value in vars(builtins).items() if isinstance(value, type) and not issubclass(value, BaseException)}


def python_names():
    if sys.version_info[:2] != PYTHON:
        fail(f"run with Python {PYTHON[0]}.{PYTHON[1]} (this is {sys.version.split()[0]}): /usr/bin/python3 on Debian 12")
    names = set(keyword.kwlist) | set(keyword.softkwlist) | set(dir(builtins)) | set(sys.stdlib_module_names)
    for value in vars(builtins).values():
        if isinstance(value, type):
            names |= {name[2:-2] for name in dir(value) if name.startswith("__") and name.endswith("__")}
    return names


def package_version(package):
    try:
        return subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        fail(f"{package} is not installed: sudo apt-get install {package}")


def manpage_names():
    version = package_version("manpages-dev")
    if version != MANPAGES:
        fail(f"manpages-dev {version} is installed; the list is pinned to {MANPAGES}")
    files = subprocess.run(["dpkg", "-L", "manpages-dev"], capture_output=True, text=True, check=True).stdout
    page = re.compile(r"^/usr/share/man/man[23]/([^/]+)\.[23][a-z]*\.gz$")
    return {match.group(1) for line in files.splitlines() if (match := page.match(line))}


def go_names():
    """The names builtin.go declares at its top level: `type uint uint`, `func len(…)`,
    and the constants and variable of its `const`/`var` lines (`true`, `iota`, `nil`)."""
    version = package_version("golang-1.19-src")
    if version != GO_SOURCE:
        fail(f"golang-1.19-src {version} is installed; the list is pinned to {GO_SOURCE}")
    text = open(GO_BUILTINS, encoding="utf-8").read()
    # Lowercase only: `Type`, `FloatType` are the documentation's placeholders.
    declared = re.findall(r"^(?:type|func|const|var) ([a-z]\w*)", text, re.M)
    constants = re.findall(r"^\t([a-z]\w*)\s+=", text, re.M)
    return set(declared) | set(constants)


def vim_names():
    """The names of Vim's help tags without their marks (`:noremap` -> noremap,
    `'hidden'` -> hidden, `tabpagenr()` -> tabpagenr)."""
    version = package_version("vim-runtime")
    if version != VIM_RUNTIME:
        fail(f"vim-runtime {version} is installed; the list is pinned to {VIM_RUNTIME}")
    names = set()
    for line in open(VIM_TAGS, encoding="utf-8", errors="replace"):
        tag = line.split("\t", 1)[0]
        tag = re.sub(r"^[:']|'$|\(\)$", "", tag)
        if re.fullmatch(r"[a-z]{3,}", tag):
            names.add(tag)
    return names


def grammar_keywords():
    """The anonymous tokens of three or more lowercase letters that the fetched grammars'
    parser.c files name (`[anon_sym_inout] = "inout"`), as `make grammars` extracts them
    from the sdists the manifest pins by sha256: a grammar not fetched is refused."""
    import glob, json
    manifest = json.load(open("grammars/manifest.json", encoding="utf-8"))
    keywords = set()
    for language in manifest["languages"]:
        parser = os.path.join("grammars", language["name"], "src", "parser.c")
        if not os.path.exists(parser):
            fail(f"{parser} is missing: run `make grammars` (python3 grammars/fetch.py) first")
        source = open(parser, encoding="utf-8", errors="replace").read()
        keywords |= set(re.findall(r'\[anon_sym_\w+\] = "([a-z]{3,})"', source))
    return keywords


def capitalised_english(words):
    """The words en_US accepts capitalised or in capitals only (`Chinese`, `ANSI`)."""
    forms = [form for word in words for form in (word.capitalize(), word.upper())]
    good = english_words(forms)
    return {word for word in words if word.capitalize() in good or word.upper() in good}


def common_words(count=30000):
    """The `count` most frequent words of the bundled frequency list."""
    with open(FREQUENCY, encoding="utf-8") as f:
        return {line.split("\t", 1)[0] for _, line in zip(range(count), f)}


def is_one_edit_from(word, common):
    """Whether a letter changed, added or left out, or two neighbours swapped, makes
    `word` one of `common`."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    for index in range(len(word) + 1):
        if any(word[:index] + letter + word[index:] in common for letter in letters):
            return True
        if index < len(word):
            if word[:index] + word[index + 1:] in common:
                return True
            if any(word[:index] + letter + word[index + 1:] in common for letter in letters if letter != word[index]):
                return True
        if index + 1 < len(word) and word[:index] + word[index + 1] + word[index] + word[index + 2:] in common:
            return True
    return False


def english_words(words):
    """The words that Hunspell's en_US accepts (`hunspell -G` prints the good ones)."""
    version = package_version("hunspell-en-us")
    if version != EN_US:
        fail(f"hunspell-en-us {version} is installed; the list is pinned to {EN_US}")
    try:
        good = subprocess.run(["hunspell", "-d", "en_US", "-G"], input="\n".join(words), capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        fail("the hunspell command is not installed: sudo apt-get install hunspell")
    return set(good.split())


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else OUTPUT
    common = common_words()
    vim = {name for name in vim_names() if not is_one_edit_from(name, common)}
    keywords = grammar_keywords()
    keywords -= english_words(sorted(keywords)) | capitalised_english(sorted(keywords))
    names = sorted({name.lower() for name in python_names() | manpage_names() | go_names() | vim | keywords
                    if re.fullmatch(r"[A-Za-z]{3,}", name)})
    english = english_words(names)
    types = {name.lower() for name in builtin_types()}
    words = [name for name in names if name not in english or name in types]
    with open(output, "w", encoding="utf-8", newline="\n") as out:
        out.write(f"{len(words)}\n")
        out.writelines(f"{word}\n" for word in words)
    print(f"{output}: {len(words)} names")


if __name__ == "__main__":
    main()
