"""The whole labelled scanner corpus, fixed and scanned again.

After `fix --apply` no finding of a safe-fix category is left except those the fix reported
skipped; every changed file still parses in its language; no line outside a fixed finding's
statement changes. The same with --unsafe-fixes.
"""

from __future__ import annotations

import difflib
import json
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
import yaml

from callbridge.fix import FixPlan, apply_plan, plan_fixes
from callbridge.fix._plan import language_of
from callbridge.scanner import load_rules, scan

# How far an edit may reach outside its finding's lines: a JSON element removed whole (its
# braces and the comma before it), the sibling keys of a YAML security scheme, never more.
ELEMENT_REACH = 5
CORPUS = Path(__file__).resolve().parents[1] / "scanner" / "corpus"


@pytest.fixture
def corpus_copy(tmp_path: Path) -> Path:
    target = tmp_path / "corpus"
    shutil.copytree(CORPUS, target)
    return target


def _round_trip(
    root: Path, *, unsafe: bool
) -> tuple[dict[str, str], FixPlan, set[tuple[str, str]]]:
    before = {
        str(p.relative_to(root)): p.read_text(encoding="utf-8")
        for p in root.rglob("*")
        if p.is_file()
    }
    result = scan([root])
    plan = plan_fixes(result, unsafe=unsafe)
    applied = apply_plan(plan, result)
    assert applied.errors == [] and applied.skipped == {}
    left = {(f.path, f.rule_id) for f in applied.remaining}
    return before, plan, left


def _parse(text: str, suffix: str, name: str) -> None:
    if suffix == ".py":
        compile(text, name, "exec")
    elif suffix == ".json":
        json.loads(text)
    elif suffix in (".yaml", ".yml"):
        list(yaml.safe_load_all(text))
    elif suffix == ".toml":
        tomllib.loads(text)


@pytest.mark.parametrize("unsafe", [False, True], ids=["safe", "unsafe"])
def test_corpus_round_trip(corpus_copy: Path, unsafe: bool) -> None:
    before, plan, left = _round_trip(corpus_copy, unsafe=unsafe)
    allowed = {"safe", "unsafe"} if unsafe else {"safe"}
    rules = {rule.id: rule for rule in load_rules()}

    def fixable(path: str, rule_id: str) -> bool:
        spec = rules[rule_id].fix
        if spec is None:
            return False
        action, safety = spec.for_language(language_of(Path(path), b"") or "")
        return action is not None and safety in allowed

    skipped = {
        (item.finding.path, item.finding.rule_id) for item in plan.items if item.status == "skipped"
    }
    assert plan.count("fix") >= 100
    # no finding with a fix is left, except in what the fix reported skipped
    assert {(p, r) for p, r in left if fixable(p, r)} <= skipped

    for file_fix in plan.changed:
        path = corpus_copy / file_fix.path
        try:  # every changed file that parsed before still parses
            _parse(before[file_fix.path], path.suffix, file_fix.path)
        except (SyntaxError, ValueError, yaml.YAMLError):
            pass
        else:
            _parse(path.read_text(encoding="utf-8"), path.suffix, file_fix.path)
        old = before[file_fix.path].splitlines()
        new = path.read_text(encoding="utf-8").splitlines()
        touched: set[int] = set()
        for tag, i1, i2, _, _ in difflib.SequenceMatcher(None, old, new).get_opcodes():
            if tag != "equal":
                touched.update(range(i1 + 1, max(i2, i1 + 1) + 1))
        allowed: set[int] = set()
        for item in file_fix.items:
            if item.status != "fix":
                continue
            f = item.finding
            reach = ELEMENT_REACH if file_fix.path.endswith((".json", ".yaml", ".yml")) else 0
            allowed.update(range(f.line - reach, f.end_line + reach + 1))
        assert touched <= allowed, (file_fix.path, sorted(touched - allowed))


def test_changed_javascript_passes_node_check(corpus_copy: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: `node --check` cannot run here")
    _, plan, _ = _round_trip(corpus_copy, unsafe=True)
    changed = [corpus_copy / f.path for f in plan.changed if f.path.endswith((".js", ".mjs"))]
    assert changed
    for path in changed:
        done = subprocess.run([node, "--check", str(path)], capture_output=True, text=True)
        assert done.returncode == 0, (path, done.stderr)
