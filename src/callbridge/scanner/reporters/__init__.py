"""Renderers for a ScanResult: text (terminal), JSON, SARIF 2.1.0, GitHub annotations, Markdown.

Every renderer takes the same ScanResult and returns a string; none of them sees a secret,
because findings leave the engine with their snippets already masked. The Markdown report
is rendered from `callbridge/templates/scan_report.md.j2`, the template the TUI's report
step uses too, through `render_markdown(result, extra=...)`.
"""

from __future__ import annotations

from collections.abc import Callable

from callbridge.scanner._models import ScanResult
from callbridge.scanner.reporters._common import summary_line
from callbridge.scanner.reporters._github import render_github
from callbridge.scanner.reporters._json import render_json
from callbridge.scanner.reporters._markdown import render_markdown
from callbridge.scanner.reporters._sarif import render_sarif, sarif_log
from callbridge.scanner.reporters._text import render_text

FORMATS = ("text", "json", "sarif", "github", "markdown")

RENDERERS: dict[str, Callable[[ScanResult], str]] = {
    "text": render_text,
    "json": render_json,
    "sarif": render_sarif,
    "github": render_github,
    "markdown": render_markdown,
}


def render(result: ScanResult, fmt: str) -> str:
    """Render `result` in one of FORMATS."""
    try:
        renderer = RENDERERS[fmt]
    except KeyError:
        raise ValueError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}") from None
    return renderer(result)


__all__ = [
    "FORMATS",
    "RENDERERS",
    "render",
    "render_github",
    "render_json",
    "render_markdown",
    "render_sarif",
    "render_text",
    "sarif_log",
    "summary_line",
]
