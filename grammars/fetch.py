#!/usr/bin/env python3
"""Fetch the pinned tree-sitter grammar sources listed in grammars/manifest.json.

Each grammar's C sources come from a PyPI source distribution pinned by exact
version and sha256. The sdist is downloaded once into a cache folder from the
package index (no pip, so nothing is built),
checked against its sha256, and the grammar's src tree (C sources and headers
only), any extra headers its scanner includes and the sdist's LICENSE are
extracted into grammars/<name>/. Files of our own that a grammar needs ('local')
are copied in, and patches listed in the manifest are applied afterwards. A stamp file in grammars/<name>/src/ records what was extracted, so
a second run does nothing.
"""

import argparse
import hashlib
import html
import json
import os
import re
import shutil
import sys
import tarfile
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

GRAMMARS_DIR = Path(__file__).resolve().parent
MANIFEST_PATH = GRAMMARS_DIR / "manifest.json"
STAMP_NAME = ".inkstone-stamp"
SOURCE_SUFFIXES = (".c", ".h")
SDIST_SUFFIX = ".tar.gz"

EXIT_FAILED = 1
EXIT_USAGE = 2


class FetchError(Exception):
    """A grammar could not be fetched; the message names it and the fix."""


class ManifestError(Exception):
    """grammars/manifest.json is malformed; the message names the key."""


def load_manifest():
    try:
        manifest = json.loads(MANIFEST_PATH.read_text())
    except (OSError, ValueError) as error:
        raise ManifestError(f"{MANIFEST_PATH}: cannot read the manifest: {error}")
    sources = {}
    for index, source in enumerate(manifest.get("sources", [])):
        for key in ("name", "version", "sdist", "sha256"):
            if not isinstance(source.get(key), str):
                raise ManifestError(f"{MANIFEST_PATH}: sources[{index}] needs a string '{key}'")
        if not source["sdist"].endswith(SDIST_SUFFIX):
            raise ManifestError(f"{MANIFEST_PATH}: sources[{index}].sdist must end in {SDIST_SUFFIX}")
        sources[source["name"]] = source
    languages = manifest.get("languages", [])
    seen = set()
    for index, language in enumerate(languages):
        where = f"{MANIFEST_PATH}: languages[{index}]"
        for key in ("name", "source", "path", "license"):
            if not isinstance(language.get(key), str):
                raise ManifestError(f"{where} needs a string '{key}'")
        if language["name"] in seen:
            raise ManifestError(f"{where}: '{language['name']}' is listed twice")
        seen.add(language["name"])
        if not language.get("compile"):
            raise ManifestError(f"{where} ({language['name']}) needs a non-empty 'compile' list")
        for entry in [language] + language.get("extra", []):
            if entry["source"] not in sources:
                raise ManifestError(f"{where} ({language['name']}) names unknown source '{entry['source']}'")
            for key in ("path", "to"):
                if key in entry and not is_safe_relative(entry[key]):
                    raise ManifestError(f"{where} ({language['name']}): '{entry[key]}' must be a relative path without '..'")
        for local in language.get("local", []):
            for key in ("path", "to"):
                if not isinstance(local.get(key), str) or not is_safe_relative(local[key]):
                    raise ManifestError(
                        f"{where} ({language['name']}): each 'local' entry needs a '{key}', a relative path without '..'"
                    )
    return sources, languages, manifest.get("abi_versions", [13, 14])


def is_safe_relative(path):
    parts = Path(path).parts
    return bool(parts) and not Path(path).is_absolute() and ".." not in parts


def cache_dir():
    base = os.environ.get("INKSTONE_CACHE_DIR")
    root = Path(base) if base else Path.home() / ".cache" / "inkstone"
    return root / "grammars"


def sources_of(language):
    return sorted({language["source"]} | {extra["source"] for extra in language.get("extra", [])})


def expected_stamp(language, sources):
    """What the stamp must say for `language` to count as extracted.

    Covers the sdists' hashes, the patches' and local files' contents and the
    manifest fields that decide which files land in grammars/<name>/ (not
    extensions or shebangs).
    """
    lines = ["inkstone grammar stamp 1"]
    for name in sources_of(language):
        source = sources[name]
        lines.append(f"source {name}=={source['version']} sha256 {source['sha256']}")
    for patch in language.get("patches", []):
        patch_path = GRAMMARS_DIR / patch
        digest = sha256_of(patch_path) if patch_path.is_file() else "missing"
        lines.append(f"patch {patch} sha256 {digest}")
    for local in language.get("local", []):
        local_path = GRAMMARS_DIR / local["path"]
        digest = sha256_of(local_path) if local_path.is_file() else "missing"
        lines.append(f"local {local['path']} sha256 {digest}")
    layout = {key: language.get(key) for key in ("source", "path", "extra", "license", "compile", "patches")}
    if "local" in language:
        # Only when present, so that adding the key left other languages' stamps as they were.
        layout["local"] = language["local"]
    lines.append("layout sha256 " + hashlib.sha256(json.dumps(layout, sort_keys=True).encode()).hexdigest())
    return "\n".join(lines) + "\n"


def outputs_of(language):
    """Paths under grammars/<name>/ that fetching writes, relative to that folder."""
    return (["src", "LICENSE"] + [extra["to"] for extra in language.get("extra", [])]
            + [local["to"] for local in language.get("local", [])])


def is_current(language, sources):
    folder = GRAMMARS_DIR / language["name"]
    stamp = folder / "src" / STAMP_NAME
    try:
        if stamp.read_text() != expected_stamp(language, sources):
            return False
    except OSError:
        return False
    required = [folder / "src" / unit for unit in language["compile"]] + [folder / out for out in outputs_of(language)]
    return all(path.exists() for path in required)


def sha256_of(path):
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def who(routes):
    names = sorted({route.language for route in routes})
    return ("grammar " if len(names) == 1 else "grammars ") + ", ".join(names)


def pin(source):
    return f"{source['name']}=={source['version']}"


def ensure_sdist(source, grammars, cache):
    """Return the verified sdist for `source`, downloading it if absent."""
    path = cache / source["sdist"]
    if not path.is_file():
        download(source, grammars, cache)
    actual = sha256_of(path)
    if actual != source["sha256"]:
        path.unlink()
        raise FetchError(
            f"{grammars}: {path.name} ({pin(source)}) has the wrong sha256\n"
            f"  expected {source['sha256']}\n"
            f"  actual   {actual}\n"
            f"The file was removed from {cache}. Run `make grammars` again to download it afresh; "
            f"if the hash still differs, PyPI serves different bytes for {pin(source)}: "
            f"review the release and update the sha256 in grammars/manifest.json only if you trust it."
        )
    return path


def index_url():
    """The package index's simple API (PEP 503), pip's own setting honoured."""
    return (os.environ.get("INKSTONE_PYPI_INDEX") or os.environ.get("PIP_INDEX_URL")
            or "https://pypi.org/simple").rstrip("/")


def sdist_url(source, grammars):
    """The sdist's address, read from the index's page for the project (PEP 503 links)."""
    project = re.sub(r"[-_.]+", "-", source["name"]).lower()
    page_url = f"{index_url()}/{project}/"
    try:
        with urllib.request.urlopen(page_url, timeout=60) as response:
            page = response.read().decode("utf-8", errors="replace")
    except (urllib.error.URLError, OSError) as error:
        raise FetchError(f"{grammars}: cannot read {page_url}: {error} (is the network or PyPI reachable?)")
    for href in re.findall(r'href="([^"]+)"', page):
        address, _, fragment = html.unescape(href).partition("#")
        if address.rsplit("/", 1)[-1] == source["sdist"]:
            return urllib.parse.urljoin(page_url, address), fragment
    raise FetchError(f"{grammars}: {page_url} lists no {source['sdist']} ({pin(source)}): is the version right?")


def download(source, grammars, cache):
    """Download the sdist itself: no pip, so no build backend and no build requirements run."""
    cache.mkdir(parents=True, exist_ok=True)
    manual = (
        f"or download {source['sdist']} from https://pypi.org/project/{source['name']}/{source['version']}/#files "
        f"into {cache} by hand"
    )
    address, fragment = sdist_url(source, grammars)
    served = fragment.partition("=")[2] if fragment.startswith("sha256=") else None
    if served and served != source["sha256"]:
        raise FetchError(
            f"{grammars}: PyPI lists {source['sdist']} ({pin(source)}) with another sha256\n"
            f"  expected {source['sha256']}\n"
            f"  listed   {served}\n"
            f"Nothing was downloaded. Review the release and update the sha256 in grammars/manifest.json "
            f"only if you trust it."
        )
    print(f"downloading {pin(source)} into {cache} (once per cache)", flush=True)
    partial = cache / (source["sdist"] + ".part")
    try:
        with urllib.request.urlopen(address, timeout=120) as response, open(partial, "wb") as file:
            shutil.copyfileobj(response, file, 1 << 20)
    except (urllib.error.URLError, OSError) as error:
        partial.unlink(missing_ok=True)
        raise FetchError(f"{grammars}: downloading {address} failed: {error}. Fix the cause and run "
                         f"`make grammars` again, {manual}.")
    os.replace(partial, cache / source["sdist"])


class Route:
    """One manifest path (a file, or a folder of C sources) mapped onto grammars/<name>/."""

    def __init__(self, language, archive_path, destination):
        self.language = language
        self.archive_path = archive_path.rstrip("/")
        self.destination = destination
        self.matched = False

    def target_for(self, member_path):
        if member_path == self.archive_path:
            return self.destination
        prefix = self.archive_path + "/"
        if member_path.startswith(prefix) and member_path.endswith(SOURCE_SUFFIXES):
            return self.destination / member_path[len(prefix):]
        return None


def routes_for(language):
    """Routes per source name: the src tree, the extras and the license."""
    folder = GRAMMARS_DIR / language["name"]
    routes = {}

    def add(source, archive_path, destination):
        routes.setdefault(source, []).append(Route(language["name"], archive_path, destination))

    add(language["source"], language["path"], folder / "src")
    for extra in language.get("extra", []):
        add(extra["source"], extra["path"], folder / extra["to"])
    add(language["source"], language["license"], folder / "LICENSE")
    return routes


def extract(source, sdist, routes, written):
    """Stream the sdist once, writing every member that a route maps; `written` spans all sdists."""
    top = source["sdist"][: -len(SDIST_SUFFIX)] + "/"
    try:
        with tarfile.open(sdist, "r|gz") as archive:
            for member in archive:
                if not member.isfile() or not member.name.startswith(top):
                    continue
                member_path = member.name[len(top):]
                if not is_safe_relative(member_path):
                    continue
                targets = [(route, route.target_for(member_path)) for route in routes]
                targets = [(route, target) for route, target in targets if target is not None]
                if not targets:
                    continue
                data = archive.extractfile(member).read()
                for route, target in targets:
                    if target in written:
                        raise FetchError(
                            f"grammar {route.language}: {target} would be written from both {written[target]} and "
                            f"{member.name}: fix the overlapping paths in grammars/manifest.json"
                        )
                    written[target] = member.name
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(data)
                    route.matched = True
    except (tarfile.TarError, OSError, EOFError) as error:
        raise FetchError(f"{who(routes)}: cannot extract {sdist}: {error}. Delete it and run `make grammars` again.")
    for route in routes:
        if not route.matched:
            raise FetchError(
                f"grammar {route.language}: {source['sdist']} has no '{route.archive_path}' "
                f"(looked under {top}): fix the path in grammars/manifest.json for this version"
            )


def copy_local(language, local, written):
    """Copy a committed file (`local.path`, relative to grammars/) into grammars/<name>/."""
    source = GRAMMARS_DIR / local["path"]
    target = GRAMMARS_DIR / language["name"] / local["to"]
    if target in written:
        raise FetchError(
            f"grammar {language['name']}: {target} would be written from both {written[target]} and {source}: "
            f"fix the 'local' entry in grammars/manifest.json"
        )
    try:
        data = source.read_bytes()
    except OSError as error:
        raise FetchError(
            f"grammar {language['name']}: cannot read local file {source}: {error}. "
            f"Restore it from git or fix 'local' in grammars/manifest.json"
        )
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    written[target] = str(source)


def apply_patch(language, patch):
    """Apply a unified diff by exact text replacement of each hunk."""
    patch_path = GRAMMARS_DIR / patch
    folder = GRAMMARS_DIR / language["name"]
    try:
        lines = patch_path.read_text().splitlines()
    except OSError as error:
        raise FetchError(f"grammar {language['name']}: cannot read patch {patch_path}: {error}")
    files = parse_unified_diff(lines)
    if not files:
        raise FetchError(f"grammar {language['name']}: {patch_path} holds no unified diff")
    for relative, hunks in files:
        target = folder / relative
        try:
            text = target.read_text()
        except OSError as error:
            raise FetchError(f"grammar {language['name']}: patch {patch} targets {target}, which cannot be read: {error}")
        for header, old, new in hunks:
            haystack = "\n" + text
            needle = "\n" + "".join(line + "\n" for line in old)
            count = haystack.count(needle)
            if count != 1:
                found = "is not there" if count == 0 else f"occurs {count} times"
                raise FetchError(
                    f"grammar {language['name']}: patch {patch} no longer applies to {relative}: the text of hunk "
                    f"'{header}' {found}. The pinned source changed: rewrite the patch against it, "
                    f"or drop it from grammars/manifest.json if upstream fixed the bug."
                )
            text = haystack.replace(needle, "\n" + "".join(line + "\n" for line in new), 1)[1:]
        target.write_text(text)


def parse_unified_diff(lines):
    """[(path, [(hunk header, old lines, new lines)])]; text before the first '---' is commentary."""
    files = []
    index = 0
    while index < len(lines):
        if not (lines[index].startswith("--- ") and index + 1 < len(lines) and lines[index + 1].startswith("+++ ")):
            index += 1
            continue
        path = lines[index + 1][4:].split("\t")[0].strip()
        if path.startswith("b/"):
            path = path[2:]
        hunks = []
        index += 2
        while index < len(lines) and lines[index].startswith("@@"):
            header, old, new = lines[index], [], []
            index += 1
            while index < len(lines) and not lines[index].startswith(("@@", "--- ")):
                line = lines[index]
                if line.startswith("\\"):
                    pass
                elif line == "" or line[0] == " ":
                    old.append(line[1:])
                    new.append(line[1:])
                elif line[0] == "-":
                    old.append(line[1:])
                elif line[0] == "+":
                    new.append(line[1:])
                else:
                    break
                index += 1
            hunks.append((header, old, new))
        files.append((path, hunks))
    return files


def check_abi(language, abi_versions):
    parser = GRAMMARS_DIR / language["name"] / "src" / "parser.c"
    match = re.search(r"^#define LANGUAGE_VERSION (\d+)", parser.read_text(errors="replace"), re.MULTILINE)
    version = int(match.group(1)) if match else None
    if version not in abi_versions:
        raise FetchError(
            f"grammar {language['name']}: {parser} has LANGUAGE_VERSION {version}, but Debian's libtree-sitter "
            f"loads only ABI {', '.join(map(str, abi_versions))}: pin a release built for those"
        )


def fetch(sources, languages, abi_versions):
    stale = [language for language in languages if not is_current(language, sources)]
    for language in languages:
        if language not in stale:
            print(f"{language['name']:<16} up to date")
    if not stale:
        return
    routes_by_source = {}
    for language in stale:
        folder = GRAMMARS_DIR / language["name"]
        for output in outputs_of(language):
            remove(folder / output)
        for name, routes in routes_for(language).items():
            routes_by_source.setdefault(name, []).extend(routes)
    cache = cache_dir()
    written = {}
    for name, routes in routes_by_source.items():
        sdist = ensure_sdist(sources[name], who(routes), cache)
        extract(sources[name], sdist, routes, written)
    for language in stale:
        folder = GRAMMARS_DIR / language["name"]
        for local in language.get("local", []):
            copy_local(language, local, written)
        for unit in language["compile"]:
            if not (folder / "src" / unit).is_file():
                raise FetchError(
                    f"grammar {language['name']}: src/{unit} is listed under 'compile' but was not extracted: "
                    f"fix 'compile' or 'path' in grammars/manifest.json"
                )
        for patch in language.get("patches", []):
            apply_patch(language, patch)
        check_abi(language, abi_versions)
        (folder / "src" / STAMP_NAME).write_text(expected_stamp(language, sources))
        source = sources[language["source"]]
        patched = " (patched)" if language.get("patches") else ""
        print(f"{language['name']:<16} fetched from {pin(source)}{patched}")


def remove(path):
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()


def check(sources, languages):
    missing = [language["name"] for language in languages if not is_current(language, sources)]
    if missing:
        print(
            f"grammars not fetched or out of date ({len(missing)} of {len(languages)}): {', '.join(missing)}\n"
            f"Run `make grammars` (python3 grammars/fetch.py) to fetch them.",
            file=sys.stderr,
        )
        return EXIT_FAILED
    print(f"all {len(languages)} grammars fetched and up to date")
    return 0


def list_languages(sources, languages):
    for language in languages:
        source = sources[language["source"]]
        extensions = " ".join("." + extension for extension in language.get("extensions", [])) or "-"
        print(f"{language['name']:<16} {pin(source):<34} {language['path']:<36} {extensions}")


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        prog="python3 grammars/fetch.py",
        description=(
            "Fetch the tree-sitter grammar sources pinned in grammars/manifest.json into "
            "grammars/<name>/src/ (plus grammars/<name>/LICENSE). Sdists are downloaded from the "
            "package index's simple API into the cache once, verified by sha256, and extracted; "
            "grammars whose stamp matches are skipped."
        ),
        epilog=(
            "cache: $INKSTONE_CACHE_DIR/grammars, else ~/.cache/inkstone/grammars. "
            "index: $INKSTONE_PYPI_INDEX, else $PIP_INDEX_URL, else https://pypi.org/simple. "
            "exit status: 0 done, 1 a grammar failed or --check found missing grammars, "
            "2 usage error or malformed manifest."
        ),
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true",
                      help="download nothing; exit 1 listing the grammars that are not extracted or out of date")
    mode.add_argument("--list", action="store_true", help="print each language with its pinned source and path")
    return parser.parse_args(argv)


def main(argv=None):
    arguments = parse_arguments(argv)
    try:
        sources, languages, abi_versions = load_manifest()
    except ManifestError as error:
        print(f"fetch.py: {error}", file=sys.stderr)
        return EXIT_USAGE
    if arguments.list:
        list_languages(sources, languages)
        return 0
    if arguments.check:
        return check(sources, languages)
    try:
        fetch(sources, languages, abi_versions)
    except FetchError as error:
        print(f"fetch.py: {error}", file=sys.stderr)
        return EXIT_FAILED
    return 0


if __name__ == "__main__":
    sys.exit(main())
