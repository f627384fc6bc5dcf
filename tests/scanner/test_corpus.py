"""Precision and recall on the labeled corpus: realistic integration code in many languages.

The labels live outside the corpus (corpus_labels.yaml), as the full text of the expected
line plus a category, so nothing the scanner reads carries a label. A finding counts as a
true positive when its file, line and category match a label.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from callbridge.scanner import scan

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpus"
LABELS = yaml.safe_load((HERE / "corpus_labels.yaml").read_text(encoding="utf-8"))

Key = tuple[str, int, str]


def _expected() -> set[Key]:
    expected: set[Key] = set()
    for rel, entries in LABELS["files"].items():
        lines = (CORPUS / rel).read_text(encoding="utf-8").splitlines()
        for entry in entries:
            numbers = [i for i, text in enumerate(lines, 1) if text.strip() == entry["line"]]
            assert numbers, f"label not found in {rel}: {entry['line']!r}"
            expected.update((rel, n, entry["category"]) for n in numbers)
    return expected


def test_corpus_covers_ten_languages_with_positives_and_negatives() -> None:
    languages = {rel.split("/", 1)[0] for rel in LABELS["files"]}
    assert len(languages - {"config", "yaml", "json", "shell"}) >= 9
    assert len(LABELS["negative_files"]) >= 8
    on_disk = {str(p.relative_to(CORPUS)) for p in CORPUS.rglob("*") if p.is_file()}
    assert set(LABELS["files"]) | set(LABELS["negative_files"]) == on_disk


def test_precision_and_recall_are_at_least_95_percent() -> None:
    expected = _expected()
    found: set[Key] = {(f.path, f.line, f.category) for f in scan([CORPUS]).findings}
    true_positive = found & expected
    precision = len(true_positive) / len(found)
    recall = len(true_positive) / len(expected)
    report = (
        f"precision {precision:.3f} recall {recall:.3f}\n"
        f"false positives: {sorted(found - expected)}\nmissed: {sorted(expected - found)}"
    )
    assert precision >= 0.95, report
    assert recall >= 0.95, report


def test_nothing_is_reported_in_negative_files() -> None:
    negatives = set(LABELS["negative_files"])
    assert [f for f in scan([CORPUS]).findings if f.path in negatives] == []
