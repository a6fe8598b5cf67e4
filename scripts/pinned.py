"""What every word-list generator does with its pinned source: refuse a file whose
SHA-256 is not the pinned one, saying what the file is instead."""
import hashlib, sys


def require_pinned(path, pinned_sha256, otherwise):
    """Exit naming `path`, its digest and the pin, then `otherwise` (what a mismatch means)."""
    digest = hashlib.sha256(open(path, "rb").read()).hexdigest()
    if digest != pinned_sha256:
        sys.exit(f"{path}: sha256 {digest}, not the pinned {pinned_sha256}; {otherwise}")
