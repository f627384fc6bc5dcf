"""`migrate scan --format json|sarif` carry the fixes: JSON findings a `fix` object, SARIF
results a `fixes` entry for each safe fix (valid SARIF 2.1.0)."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema

from callbridge.scanner import scan
from callbridge.scanner.reporters import render_json, sarif_log

SCHEMA_PATH = Path(__file__).resolve().parents[1] / "scanner" / "sarif-schema-2.1.0.json"
BASE = "https://calls.example.com/api/public/v1"


def _tree(tmp_path: Path) -> Path:
    (tmp_path / "client.py").write_text(
        f'BASE = "{BASE}"\nh = {{"x-api-key": KEY}}\n'
        'def check(resp):\n    raise RuntimeError(resp.json()["error"])\n'
        f'r = requests.patch(f"{BASE}/contact-lists/{{lid}}")\n',
        encoding="utf-8",
    )
    return tmp_path


def test_json_findings_carry_their_fix(tmp_path: Path) -> None:
    data = json.loads(render_json(scan([_tree(tmp_path)])))
    fixes = {f["rule_id"]: f["fix"] for f in data["findings"]}
    assert fixes["v1-api-key-header"] == {
        "safety": "safe",
        "edits": [
            {
                "line": 2,
                "column": 7,
                "end_line": 2,
                "end_column": 16,
                "replacement": "Authorization",
            },
            {
                "line": 2,
                "column": 19,
                "end_line": 2,
                "end_column": 22,
                "replacement": 'f"Bearer {KEY}"',
            },
        ],
    }
    assert fixes["v1-error-flat-access"]["safety"] == "unsafe"
    assert fixes["v1-contact-lists-patch"]["safety"] == "manual"
    assert "groupName clears the group" in fixes["v1-contact-lists-patch"]["guidance"]


def test_sarif_results_carry_safe_fixes_only_and_validate(tmp_path: Path) -> None:
    log = sarif_log(scan([_tree(tmp_path)]))
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    jsonschema.validators.validator_for(schema)(schema).validate(log)
    results = {r["ruleId"]: r for r in reversed(log["runs"][0]["results"])}  # first of each
    assert "fixes" not in results["v1-error-flat-access"]
    assert "fixes" not in results["v1-contact-lists-patch"]
    (change,) = results["v1-base-path"]["fixes"][0]["artifactChanges"]
    assert change["artifactLocation"]["uri"].endswith("client.py")
    assert change["replacements"] == [
        {
            "deletedRegion": {"startLine": 1, "startColumn": 46, "endLine": 1, "endColumn": 48},
            "insertedContent": {"text": "v2"},
        }
    ]
