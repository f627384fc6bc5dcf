"""Reporters: SARIF that validates against the SARIF 2.1.0 schema and carries what GitHub
code scanning needs; the Markdown report through the library function the TUI reuses."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import jsonschema
from scanner_samples import LEAKED_KEY, V1_CLIENT, WriteTree

from callbridge.scanner import scan
from callbridge.scanner.reporters import render_markdown, render_sarif, render_text

# The official OASIS SARIF 2.1.0 JSON schema (oasis-tcs/sarif-spec,
# Documents/CommitteeSpecifications/2.1.0/sarif-schema-2.1.0.json), kept verbatim.
SCHEMA = json.loads((Path(__file__).parent / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))


def _sarif(root: Path) -> dict:
    return json.loads(render_sarif(scan([root])))


def test_sarif_validates_against_the_official_schema(write_tree: WriteTree) -> None:
    assert SCHEMA["$id"].endswith("/sarif-schema-2.1.0.json")
    root = write_tree({"app/client.py": V1_CLIENT, "app/.env": f"KEY={LEAKED_KEY}\n"})
    log = _sarif(root)
    validator = jsonschema.validators.validator_for(SCHEMA)(
        SCHEMA, format_checker=jsonschema.FormatChecker()
    )
    errors = sorted(validator.iter_errors(log), key=str)
    assert errors == []
    assert log["runs"][0]["results"], "the sample must produce results"


def test_sarif_carries_what_code_scanning_requires(write_tree: WriteTree) -> None:
    root = write_tree({"app/client.py": V1_CLIENT})
    log = _sarif(root)
    run = log["runs"][0]
    assert log["$schema"].startswith("https://") and log["version"] == "2.1.0"
    rules = {r["id"]: r for r in run["tool"]["driver"]["rules"]}
    for result in run["results"]:
        rule = rules[result["ruleId"]]
        assert run["tool"]["driver"]["rules"][result["ruleIndex"]] is rule
        assert rule["help"]["text"] and rule["shortDescription"]["text"]
        assert result["partialFingerprints"]["primaryLocationLineHash"]
        location = result["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uri"] == "app/client.py"
        assert location["region"]["startLine"] >= 1


def test_sarif_uris_are_relative_to_the_repository_top(write_tree: WriteTree) -> None:
    root = write_tree({"svc/app/client.py": V1_CLIENT})
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    log = json.loads(render_sarif(scan([root / "svc"])))
    uris = {
        r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        for r in log["runs"][0]["results"]
    }
    assert uris == {"svc/app/client.py"}


def test_markdown_extra_context_reaches_the_template(write_tree: WriteTree) -> None:
    root = write_tree({"client.py": V1_CLIENT})
    report = render_markdown(
        scan([root]), extra={"title": "Plan", "notes": ["Key checked with GET /me"]}
    )
    assert report.startswith("# Plan: ")
    assert "> Key checked with GET /me" in report
    assert "| `v1-endpoint` | 1 |" in report


def test_text_report_says_when_nothing_is_found(write_tree: WriteTree) -> None:
    root = write_tree({"ok.py": "x = 1\n"})
    assert "No v1 usage found." in render_text(scan([root]))
