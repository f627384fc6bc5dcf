"""Every rule's own examples: positives are found by that rule, negatives are not.

The examples live beside the rules in the YAML pack, so a rule cannot be added or changed
without saying what it must and must not match.
"""

from __future__ import annotations

import secrets
import uuid
from pathlib import Path

import pytest

import callbridge
from callbridge._redact import API_KEY_RE
from callbridge.scanner import BUILTIN_RECIPES, load_rules, scan
from callbridge.scanner._rules import Example, Rule

RULES = load_rules()
# The rule pack holds no key-shaped text; its examples name these tokens instead.
EXAMPLE_VALUES = {
    "{{generated_v2_key}}": f"cb_live_{uuid.uuid4()}.{secrets.token_hex(24)}",
    "{{generated_shared_key}}": secrets.token_hex(20),
    "{{placeholder_v2_key}}": "cb_live_00000000-0000-0000-0000-000000000000.your-secret-here",
}


def _cases(kind: str) -> list[tuple[Rule, Example]]:
    return [
        (rule, example)
        for rule in RULES
        for example in (rule.positive if kind == "positive" else rule.negative)
    ]


def _ids(case: tuple[Rule, Example]) -> str:
    return f"{case[0].id}:{case[1].file}"


def _scan_example(tmp_path: Path, example: Example) -> set[str]:
    target = tmp_path / example.file
    code = example.code
    for token, value in EXAMPLE_VALUES.items():
        code = code.replace(token, value)
    target.write_text(code, encoding="utf-8")
    return {f.rule_id for f in scan([tmp_path], rules=RULES).findings}


@pytest.mark.parametrize("case", _cases("positive"), ids=_ids)
def test_positive_example_is_found(tmp_path: Path, case: tuple[Rule, Example]) -> None:
    rule, example = case
    assert rule.id in _scan_example(tmp_path, example)


@pytest.mark.parametrize("case", _cases("negative"), ids=_ids)
def test_negative_example_is_not_found(tmp_path: Path, case: tuple[Rule, Example]) -> None:
    rule, example = case
    assert rule.id not in _scan_example(tmp_path, example)


def test_every_rule_has_both_kinds_of_example() -> None:
    assert [r.id for r in RULES if not r.positive or not r.negative] == []


def test_every_rule_names_a_builtin_recipe_and_a_docs_anchor() -> None:
    assert [r.id for r in RULES if r.recipe not in BUILTIN_RECIPES] == []
    docs = (Path(__file__).resolve().parents[2] / "docs" / "scan.md").read_text(encoding="utf-8")
    headings = {line.lstrip("#").strip() for line in docs.splitlines() if line.startswith("#")}
    anchors = {r.docs.partition("#")[2] for r in RULES}
    assert all(r.docs.startswith("docs/scan.md#") for r in RULES)
    assert anchors - headings == set()


def test_rule_ids_are_unique() -> None:
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids))


def test_the_package_ships_no_key() -> None:
    package = Path(callbridge.__file__).parent
    findings = scan([package], rules=RULES).findings
    assert [f.path for f in findings if f.category == "hardcoded-api-key"] == []
    shipped = (p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    assert [p for p in shipped if API_KEY_RE.search(p.read_text("utf-8", "replace"))] == []
