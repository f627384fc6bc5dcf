"""The library API the CLI and the TUI share: scan(), load_rules(), results and errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from scanner_samples import V1_CLIENT, V2_CLIENT, WriteTree

from callbridge.scanner import Finding, ScanError, ScanResult, load_rules, scan


def test_scan_returns_findings_stats_and_root(write_tree: WriteTree) -> None:
    root = write_tree(
        {"a/client.py": V1_CLIENT, "a/v2.py": V2_CLIENT, "README.md": "/api/public/v1"}
    )
    result = scan([root])
    assert isinstance(result, ScanResult) and result.root == root
    assert all(isinstance(f, Finding) for f in result.findings)
    assert {f.path for f in result.findings} == {"a/client.py"}
    first = result.findings[0]
    assert first.snippet == 'BASE = "https://calls.example.com/api/public/v1"'
    assert (first.line, first.column) == (3, 35)
    # README.md is read too, but a path in its prose is not code
    assert result.stats.files_scanned == 3
    assert result.stats.skipped == {}


def test_parallel_scan_matches_serial_scan(write_tree: WriteTree) -> None:
    files: dict[str, str | bytes] = {f"pkg{i}/client{i}.py": V1_CLIENT for i in range(6)}
    files.update({f"pkg{i}/v2_{i}.py": V2_CLIENT for i in range(6)})
    root = write_tree(files)
    seen: list[tuple[int, int]] = []
    serial = scan([root], jobs=1)
    parallel = scan([root], jobs=2, progress=lambda done, total: seen.append((done, total)))
    assert parallel.stats.jobs == 2
    assert parallel.findings == serial.findings
    assert seen[-1] == (12, 12)


def test_version_variable_joins_across_files(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            ".env": "CALLING_API_VERSION=v1\nOTHER_VERSION=v1\n",
            "client.js": "const url = `${process.env.CALLING_BASE}/api/public/${process.env.CALLING_API_VERSION}/me`;\n",
        }
    )
    found = [(f.path, f.line, f.rule_id) for f in scan([root]).findings]
    assert found == [(".env", 1, "v1-base-path-version-variable")]


def test_missing_path_raises_scan_error(tmp_path: Path) -> None:
    with pytest.raises(ScanError, match="no such file or directory"):
        scan([tmp_path / "missing"])


def test_extra_rules_replace_a_builtin_rule_by_id(tmp_path: Path) -> None:
    override = tmp_path / "r.yaml"
    override.write_text(
        "- id: v1-base-path\n  category: v1-base-path\n  severity: info\n  message: m\n"
        "  v2_workflow: w\n  recipe: check-credential\n"
        "  matcher: {literals: [api/public/v1], pattern: 'api/public/v1'}\n"
    )
    rules = load_rules([override])
    assert [r.severity for r in rules if r.id == "v1-base-path"] == ["info"]
    assert len(rules) == len(load_rules())


def test_unknown_language_in_a_rule_is_reported(tmp_path: Path) -> None:
    bad = tmp_path / "r.yaml"
    bad.write_text(
        "- {id: r, category: c, message: m, v2_workflow: w, recipe: x, languages: [cobol],"
        " matcher: {literals: [a], pattern: a}}\n"
    )
    with pytest.raises(ScanError, match="unknown language 'cobol'"):
        load_rules([bad])


@pytest.mark.parametrize(
    ("matcher", "message"),
    [
        ("{literals: [], pattern: a}", "matcher.literals must be a non-empty list of strings"),
        ("{literals: [a], hold_literals: a, pattern: a}", "hold_literals must be a list"),
        ("{literals: [a], hold_tests: no-thanks, pattern: a}", "hold_tests must be true or"),
        ("{literals: [a], pattern: a, near: {pattern: b, above: code}}", "above must be any"),
        ("{literals: [a], pattern: a, near: {pattern: b, below: all}}", "below must be any"),
        ("{literals: [a], pattern: a, near: {pattern: b, header: 1}}", "header must be true"),
    ],
)
def test_a_bad_matcher_option_is_reported(tmp_path: Path, matcher: str, message: str) -> None:
    bad = tmp_path / "r.yaml"
    bad.write_text(
        "- {id: r, category: c, message: m, v2_workflow: w, recipe: x, languages: [python],"
        f" matcher: {matcher}}}\n"
    )
    with pytest.raises(ScanError, match=message):
        load_rules([bad])


def test_a_file_named_twice_is_scanned_once(write_tree: WriteTree) -> None:
    root = write_tree({"client.py": V1_CLIENT})
    once = scan([root]).findings
    assert scan([root, root / "client.py"]).findings == once
