"""`migrate fix` from the command line: diff by default, exit codes for CI, --apply with the
re-scan report, --select, JSON, and committed keys never printed."""

from __future__ import annotations

import json
import secrets
import uuid
from pathlib import Path

from click.testing import CliRunner

from callbridge.cli import cli

BASE = "https://calls.example.com/api/public/v1"


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["fix", *args])
    return result.exit_code, result.stdout, result.stderr


def _tree(tmp_path: Path) -> Path:
    (tmp_path / "client.py").write_text(
        f'import os\nBASE = "{BASE}"\nheaders = {{"x-api-key": KEY, "x-user-id": uid}}\n'
        "def check(resp):\n"
        '    raise RuntimeError(resp.json()["error"])\n',
        encoding="utf-8",
    )
    (tmp_path / "lists.py").write_text(
        f'import requests\nrequests.patch(f"{BASE}/contact-lists/{{lid}}", json=body)\n',
        encoding="utf-8",
    )
    return tmp_path


def test_default_prints_a_diff_changes_nothing_and_exits_1(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    before = (root / "client.py").read_bytes()
    code, out, err = _run(str(root))
    assert code == 1
    assert out.startswith("--- a/client.py\n+++ b/client.py\n")
    assert '+headers = {"Authorization": f"Bearer {KEY}"}' in out
    assert "fix(es) in 2 file(s)" in err and "unsafe fix(es) available" in err
    assert (root / "client.py").read_bytes() == before


def test_apply_writes_then_reports_what_is_left_by_workflow(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    code, out, _ = _run(str(root), "--apply")
    assert code == 0
    assert "applied 4 fix(es) in 2 file(s)" in out
    # left: the unsafe error read and the PATCH, each under its workflow and recipe
    assert "recipe: rename-or-regroup-list" in out and "an omitted groupName clears" in out
    assert "[v1-error-flat-access]" in out
    code, out, _ = _run(str(root))
    assert (code, out) == (0, "")


def test_unsafe_fixes_and_select(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    code, _, _ = _run(str(root), "--apply", "--unsafe-fixes", "--select", "v1-error-shape")
    assert code == 0
    text = (root / "client.py").read_text(encoding="utf-8")
    assert 'resp.json()["error"]["message"]' in text
    assert "x-api-key" in text and BASE in text  # not selected: untouched


def test_json_report_carries_edits_and_statuses(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    code, out, _ = _run(str(root), "--format", "json")
    assert code == 1
    data = json.loads(out)
    assert data["summary"]["fixes"] == 4 and data["summary"]["unsafe"] == 1
    items = {i["rule_id"]: i for f in data["files"] for i in f["findings"]}
    assert items["v1-contact-lists-patch"]["status"] == "manual"
    assert "PUT /lists/{id}" in items["v1-contact-lists-patch"]["reason"]
    assert items["v1-error-flat-access"]["status"] == "unsafe"
    edit = items["v1-base-path"]["edits"][0]
    assert edit["replacement"] == "v2" and edit["line"] == 2


def test_nothing_to_fix_exits_0_and_bad_paths_exit_2(tmp_path: Path) -> None:
    (tmp_path / "ok.py").write_text('BASE = "https://calls.example.com/api/public/v2"\n')
    assert _run(str(tmp_path))[0] == 0
    code, _, err = _run(str(tmp_path / "missing"))
    assert code == 2 and "Error:" in err and "Traceback" not in err
    assert _run(str(tmp_path), "--format", "xml")[0] == 2


def test_a_committed_key_is_never_printed(tmp_path: Path) -> None:
    key = f"cb_live_{uuid.uuid4()}.{secrets.token_hex(24)}"
    shared = secrets.token_hex(20)
    (tmp_path / "config.js").write_text(
        f'const BASE = "{BASE}";\nconst KEY = "{key}";\n'
        f'const headers = {{ "x-api-key": "{shared}" }};\n',
        encoding="utf-8",
    )
    code, out, err = _run(str(tmp_path), "--unsafe-fixes")
    assert code == 1
    assert "+const KEY = process.env.CALLBRIDGE_API_KEY;" in out
    for value in (key, shared, key.split(".")[1]):
        assert value not in out and value not in err
    code, out, err = _run(str(tmp_path), "--unsafe-fixes", "--format", "json")
    assert key not in out and shared not in out
    code, out, err = _run(str(tmp_path), "--unsafe-fixes", "--apply")
    assert key not in out and shared not in out and key not in err
    assert key not in (tmp_path / "config.js").read_text(encoding="utf-8")


def test_a_user_rule_brings_its_own_fix(tmp_path: Path) -> None:
    rules = tmp_path / "rules.yaml"
    rules.write_text(
        "rules:\n"
        "  - id: legacy-host\n"
        "    category: legacy-host\n"
        "    message: The legacy host.\n"
        "    v2_workflow: Use the v2 base path.\n"
        "    recipe: check-credential\n"
        "    matcher: {literals: [legacy.example.com/v1], pattern: 'legacy\\.example\\.com/v1'}\n"
        "    fix: {action: v1-to-v2, safety: safe}\n",
        encoding="utf-8",
    )
    code = tmp_path / "src" / "app.py"
    code.parent.mkdir()
    code.write_text('URL = "https://legacy.example.com/v1/x"\n', encoding="utf-8")
    exit_code, _, _ = _run(str(code.parent), "--rules", str(rules), "--apply")
    assert exit_code == 0
    assert code.read_text(encoding="utf-8") == 'URL = "https://legacy.example.com/v2/x"\n'
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        rules.read_text(encoding="utf-8").replace("safety: safe", "safety: sometimes"),
        encoding="utf-8",
    )
    exit_code, _, err = _run(str(code.parent), "--rules", str(bad))
    assert exit_code == 2 and "fix.safety must be one of safe, unsafe, manual" in err


def test_a_key_in_a_script_becomes_the_variable_the_script_already_reads(
    tmp_path: Path,
) -> None:
    key = f"cb_live_{uuid.uuid4()}.{secrets.token_hex(24)}"
    script = tmp_path / "sync.sh"
    script.write_text(
        f'#!/bin/sh\nKEY="{key}"\n: "${{CALLING_API_KEY:?set it}}"\n'
        'curl -H "Authorization: Bearer $KEY" "$BASE/api/public/v2/me"\n',
        encoding="utf-8",
    )
    code, out, err = _run(str(tmp_path), "--unsafe-fixes", "--apply")
    assert code == 0 and key not in out + err
    assert script.read_text(encoding="utf-8").splitlines()[1] == 'KEY="${CALLING_API_KEY}"'
