"""Helpers for the fixer tests: fixture trees copied into tmp_path and fixed there."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

# The fixture trees are input to the fixer, not tests to run.
collect_ignore_glob = ["fixtures/*"]

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CORPUS = Path(__file__).resolve().parents[1] / "scanner" / "corpus"


@pytest.fixture
def before_tree(tmp_path: Path) -> Path:
    target = tmp_path / "tree"
    shutil.copytree(FIXTURES / "before", target)
    return target


@pytest.fixture
def corpus_copy(tmp_path: Path) -> Path:
    target = tmp_path / "corpus"
    shutil.copytree(CORPUS, target)
    return target
