"""The v1 code scanner: where does a codebase still talk v1, and what replaces it in v2.

    from callbridge.scanner import scan
    result = scan(["."])
    for finding in result.findings:
        print(finding.path, finding.line, finding.v2_workflow, finding.recipe)

Reporters (text, JSON, SARIF, GitHub annotations, Markdown) live in
`callbridge.scanner.reporters`; the rule pack in `callbridge/scanner/rules/*.yaml`.
"""

from __future__ import annotations

from callbridge.scanner._engine import fingerprint, scan
from callbridge.scanner._models import Finding, ScanError, ScanResult, ScanStats
from callbridge.scanner._rules import BUILTIN_RECIPES, Rule, load_rules
from callbridge.scanner._secrets import mask_line

__all__ = [
    "BUILTIN_RECIPES",
    "Finding",
    "Rule",
    "ScanError",
    "ScanResult",
    "ScanStats",
    "fingerprint",
    "load_rules",
    "mask_line",
    "scan",
]
