"""The sandbox's layout holds: SQL lives in backend/ only, and no HTTP module grows into a
second backend (the control API and each route module stay under 300 lines)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import callbridge.sandbox

SANDBOX = Path(callbridge.sandbox.__file__).parent
SQL_RE = re.compile(
    r"\b(SELECT\s.+\sFROM|INSERT\s+(OR\s+\w+\s+)?INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|"
    r"SAVEPOINT|ROLLBACK|CREATE\s+(TABLE|INDEX))\b",
    re.IGNORECASE | re.DOTALL,
)


def _strings(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]


def _executes(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("execute", "executescript", "executemany")
    ]


def test_sql_is_written_only_in_the_backend() -> None:
    found = []
    for path in sorted(SANDBOX.rglob("*.py")):
        if path.relative_to(SANDBOX).parts[0] == "backend":
            continue
        found += [
            f"{path.relative_to(SANDBOX)}:{line}"
            for line, text in _strings(path)
            if SQL_RE.search(text)
        ]
        found += [f"{path.relative_to(SANDBOX)}:{line} execute()" for line in _executes(path)]
    assert found == []


def test_the_probe_finds_sql_where_it_is() -> None:
    assert any(SQL_RE.search(text) for _, text in _strings(SANDBOX / "backend" / "lists.py"))
    assert _executes(SANDBOX / "backend" / "lists.py")


def test_the_control_api_and_every_route_module_stay_small() -> None:
    http = SANDBOX / "http"
    modules = [*sorted((http / "control").glob("*.py")), *sorted((http / "routes").glob("*.py"))]
    assert len(modules) > 10
    sizes = {
        str(p.relative_to(SANDBOX)): len(p.read_text(encoding="utf-8").splitlines())
        for p in modules
    }
    assert {name: n for name, n in sizes.items() if n >= 300} == {}
