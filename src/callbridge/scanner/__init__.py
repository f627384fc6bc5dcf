"""The v1 code scanner: where does a codebase still talk v1, and what replaces it in v2.

    from callbridge.scanner import scan
    result = scan(["."])
    for finding in result.findings:
        print(finding.path, finding.line, finding.v2_workflow, finding.recipe)

Reporters (text, JSON, SARIF, GitHub annotations, Markdown) live in
`callbridge.scanner.reporters`; the rule pack in `callbridge/scanner/rules/*.yaml`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from callbridge.scanner._engine import fingerprint, scan
from callbridge.scanner._models import Finding, ScanError, ScanResult, ScanStats
from callbridge.scanner._rules import BUILTIN_RECIPES, Rule, load_rules

if TYPE_CHECKING:
    from callbridge.scanner._secrets import mask_line


def __getattr__(name: str) -> Any:
    # `mask_line` is for showing code (the TUI); a scan only needs it once it has findings.
    if name == "mask_line":
        from callbridge.scanner._secrets import mask_line

        return mask_line
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
