"""SARIF 2.1.0 for code scanning (GitHub and others).

GitHub needs: `$schema` and `version`, one run whose `tool.driver.rules[]` carry help text,
results with a rule id, a level, a message and a location whose URI is relative to the
repository root, and `partialFingerprints` so that alerts survive code moving around.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any
from urllib.parse import quote

from callbridge import __version__
from callbridge.scanner._models import ScanResult
from callbridge.scanner._rules import Rule
from callbridge.scanner.reporters._common import repo_prefix

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"error": "error", "warning": "warning", "info": "note"}
_PROBLEM = {"error": "error", "warning": "warning", "info": "recommendation"}


def _rule(rule: Rule) -> dict[str, Any]:
    help_text = (
        f"{rule.message}\n\nv2 workflow: {rule.v2_workflow}\n"
        f"Built-in recipe: {rule.recipe}\nReference: {rule.docs}"
    )
    help_md = (
        f"{rule.message}\n\n**v2 workflow:** {rule.v2_workflow}\n\n"
        f"**Built-in recipe:** `{rule.recipe}`\n\nReference: `{rule.docs}`"
    )
    tags = ["callbridge", "migration", rule.category]
    properties: dict[str, Any] = {
        "tags": tags,
        "precision": "high",
        "problem.severity": _PROBLEM[rule.severity],
        "category": rule.category,
        "recipe": rule.recipe,
    }
    if rule.category == "hardcoded-api-key":
        tags.append("security")
        properties["security-severity"] = "8.0"
    return {
        "id": rule.id,
        "name": "".join(part.capitalize() for part in rule.id.split("-")),
        "shortDescription": {"text": rule.message.split(". ")[0].rstrip(".") + "."},
        "fullDescription": {"text": rule.message},
        "help": {"text": help_text, "markdown": help_md},
        "defaultConfiguration": {"level": _LEVEL[rule.severity]},
        "properties": properties,
    }


def _fixes(fix: dict[str, Any] | None, uri: str) -> list[dict[str, Any]]:
    """A safe fix as a SARIF `fixes` entry: the suggested change code scanning shows."""
    if fix is None or fix.get("safety") != "safe" or not fix.get("edits"):
        return []
    replacements = [
        {
            "deletedRegion": {
                "startLine": edit["line"],
                "startColumn": edit["column"],
                "endLine": edit["end_line"],
                "endColumn": edit["end_column"],
            },
            "insertedContent": {"text": edit["replacement"]},
        }
        for edit in fix["edits"]
    ]
    return [
        {
            "description": {"text": "Rewrite for v2 (migrate fix, safe)"},
            "artifactChanges": [
                {
                    "artifactLocation": {"uri": uri, "uriBaseId": "%SRCROOT%"},
                    "replacements": replacements,
                }
            ],
        }
    ]


def sarif_log(result: ScanResult) -> dict[str, Any]:
    """The SARIF log as a dict (for callers that post-process it)."""
    if result.findings:  # the fixer reads the files with findings once more
        from callbridge.fix import annotate_fixes

        result = annotate_fixes(result)
    prefix = repo_prefix(result.root)
    rules = result.rules
    index = {rule.id: i for i, rule in enumerate(rules)}
    occurrences: dict[tuple[str, str], int] = {}
    results = []
    for f in result.findings:
        line_hash = hashlib.sha256(f"{f.path}\0{f.matched}".encode()).hexdigest()[:16]
        n = occurrences.get((f.path, line_hash), 0) + 1
        occurrences[(f.path, line_hash)] = n
        item: dict[str, Any] = {
            "ruleId": f.rule_id,
            "level": _LEVEL[f.severity],
            "message": {"text": f"{f.message} v2: {f.v2_workflow} Recipe: {f.recipe}."},
            "locations": [
                {
                    "physicalLocation": {
                        "artifactLocation": {
                            "uri": quote(prefix + f.path),
                            "uriBaseId": "%SRCROOT%",
                        },
                        "region": {
                            "startLine": f.line,
                            "startColumn": f.column,
                            "endLine": f.end_line,
                            "endColumn": f.end_column,
                            "snippet": {"text": f.snippet},
                        },
                    }
                }
            ],
            "partialFingerprints": {
                "primaryLocationLineHash": f"{line_hash}:{n}",
                "callbridgeFingerprint/v1": f.fingerprint,
            },
            "properties": {
                "category": f.category,
                "v2Workflow": f.v2_workflow,
                "recipe": f.recipe,
            },
        }
        if f.rule_id in index:
            item["ruleIndex"] = index[f.rule_id]
        fixes = _fixes(f.fix, quote(prefix + f.path))
        if fixes:
            item["fixes"] = fixes
        results.append(item)
    notifications = [
        {"level": "warning", "message": {"text": text}} for text in result.warnings
    ] + [{"level": "error", "message": {"text": text}} for text in result.errors]
    return {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "callbridge-scan",
                        "semanticVersion": __version__,
                        "version": __version__,
                        "rules": [_rule(rule) for rule in rules],
                    }
                },
                "invocations": [
                    {
                        "executionSuccessful": not result.errors,
                        "toolExecutionNotifications": notifications,
                    }
                ],
                "columnKind": "unicodeCodePoints",
                "results": results,
            }
        ],
    }


def render_sarif(result: ScanResult) -> str:
    return json.dumps(sarif_log(result), indent=2, ensure_ascii=False) + "\n"
