"""The architecture's import boundaries, checked on every run.

Two checks: a static one over every source file (it also sees imports inside functions),
and a dynamic one that imports each core package in a fresh interpreter and looks at
`sys.modules`, so an indirect import through a third module is caught too.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "callbridge"

CORE = ["api", "recipe", "scanner", "bulk", "webhooks"]
FORBIDDEN_IN_CORE = ("textual", "fastapi", "callbridge.cli", "callbridge.tui")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def _violations(package: str, forbidden: tuple[str, ...]) -> list[str]:
    out = []
    for path in sorted((SRC / package).rglob("*.py")):
        for name in _imports(path):
            if any(name == f or name.startswith(f + ".") for f in forbidden):
                out.append(f"{path.relative_to(SRC)} imports {name}")
    return out


@pytest.mark.parametrize("package", CORE)
def test_core_never_imports_a_face(package: str) -> None:
    assert _violations(package, FORBIDDEN_IN_CORE) == []


def test_sandbox_never_imports_the_client() -> None:
    assert _violations("sandbox", ("callbridge.api", "callbridge.cli", "textual")) == []


def _loaded_after_import(module: str) -> list[str]:
    code = f"import sys, json, {module}; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


@pytest.mark.parametrize("package", [p for p in CORE if (SRC / p / "__init__.py").exists()])
def test_core_import_loads_no_face(package: str) -> None:
    loaded = _loaded_after_import(f"callbridge.{package}")
    assert [m for m in loaded if m.split(".")[0] in ("textual", "fastapi")] == []
    assert [m for m in loaded if m.startswith(("callbridge.cli", "callbridge.tui"))] == []


def test_sandbox_import_loads_no_client() -> None:
    loaded = _loaded_after_import("callbridge.sandbox")
    assert [m for m in loaded if m.startswith("callbridge.api")] == []


def test_cli_help_imports_no_heavy_package() -> None:
    code = (
        "import sys, json\n"
        "from callbridge.cli import cli\n"
        "try:\n    cli(['--help'], standalone_mode=False)\nexcept SystemExit:\n    pass\n"
        "print(json.dumps(sorted(sys.modules)), file=sys.stderr)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = json.loads(out.stderr.strip().splitlines()[-1])
    heavy = {"polars", "textual", "fastapi", "uvicorn", "httpx", "pydantic"}
    assert sorted(m for m in loaded if m.split(".")[0] in heavy) == []
