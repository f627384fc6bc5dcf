"""Each fixer, per language: the fixture before, the expected file after, byte for byte.

`fixtures/before/` holds v1 code in every language the fixers know; `fixtures/after/` the
same files as a reviewer expects them after `migrate fix --apply --unsafe-fixes`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from callbridge.fix import apply_plan, plan_fixes
from callbridge.scanner import scan

FIXTURES = Path(__file__).resolve().parent / "fixtures"
NAMES = sorted(
    str(p.relative_to(FIXTURES / "before")) for p in (FIXTURES / "before").rglob("*") if p.is_file()
)
SAFE_CATEGORIES = {"v1-base-path", "v1-api-key-header", "acting-user-header"}


@pytest.fixture
def before_tree(tmp_path: Path) -> Path:
    import shutil

    target = tmp_path / "tree"
    shutil.copytree(FIXTURES / "before", target)
    return target


def _fix(root: Path, *, unsafe: bool) -> None:
    result = scan([root])
    apply_plan(plan_fixes(result, unsafe=unsafe), result, rescan=False)


@pytest.fixture(scope="module")
def fixed_unsafe(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import shutil

    root = tmp_path_factory.mktemp("unsafe") / "tree"
    shutil.copytree(FIXTURES / "before", root)
    _fix(root, unsafe=True)
    return root


@pytest.mark.parametrize("name", NAMES)
def test_fixed_file_matches_the_expected_bytes(fixed_unsafe: Path, name: str) -> None:
    assert (fixed_unsafe / name).read_bytes() == (FIXTURES / "after" / name).read_bytes()


def test_every_fixable_rule_has_a_fixture() -> None:
    result = scan([FIXTURES / "before"])
    covered = {f.rule_id for f in result.findings}
    fixable = {r.id for r in result.rules if r.fix is not None and r.fix.action is not None}
    # committed keys are covered by test_fix_secrets (no key is written into the tree)
    assert fixable - covered == {"hardcoded-v2-key", "hardcoded-v1-shared-key"}


def test_fixing_twice_changes_nothing_the_second_time(fixed_unsafe: Path) -> None:
    again = plan_fixes(scan([fixed_unsafe]), unsafe=True)
    assert again.changed == []


def test_safe_run_leaves_unsafe_fixes_alone(before_tree: Path) -> None:
    _fix(before_tree, unsafe=False)
    left = scan([before_tree]).findings
    assert {f.category for f in left} == {"v1-error-shape"}
    # the error reads are untouched, only their files' base path moved to v2
    text = (before_tree / "errors/client.py").read_text(encoding="utf-8")
    assert 'resp.json()["error"])' in text and "/api/public/v2" in text


def test_fixed_tree_has_no_finding_left(fixed_unsafe: Path) -> None:
    assert scan([fixed_unsafe]).findings == []
