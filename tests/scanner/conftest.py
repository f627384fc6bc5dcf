"""Helpers for scanner tests: small source trees written into tmp_path."""

from __future__ import annotations

from pathlib import Path

import pytest
from scanner_samples import WriteTree

# The labeled corpus is scanner input, not tests to run.
collect_ignore_glob = ["corpus/*", "corpus_*/*", "negatives/*"]


@pytest.fixture
def write_tree(tmp_path: Path) -> WriteTree:
    def write(files: dict[str, str | bytes]) -> Path:
        for rel, content in files.items():
            target = tmp_path / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, bytes):
                target.write_bytes(content)
            else:
                target.write_text(content, encoding="utf-8")
        return tmp_path

    return write
