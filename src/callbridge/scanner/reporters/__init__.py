"""Renderers for a ScanResult: text (terminal), JSON, SARIF 2.1.0, GitHub annotations, Markdown.

Every renderer takes the same ScanResult and returns a string; none of them sees a secret,
because findings leave the engine with their snippets already masked. The Markdown report
is rendered from `callbridge/templates/scan_report.md.j2`, the template the TUI's report
step uses too, through `render_markdown(result, extra=...)`.

Each renderer's module is imported when first used, so a JSON report does not pay for
jinja2 or the SARIF helpers.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from callbridge.scanner._models import ScanResult
from callbridge.scanner.reporters._common import summary_line

if TYPE_CHECKING:
    from callbridge.scanner.reporters._github import render_github
    from callbridge.scanner.reporters._json import render_json
    from callbridge.scanner.reporters._markdown import render_markdown
    from callbridge.scanner.reporters._sarif import render_sarif, sarif_log
    from callbridge.scanner.reporters._text import render_text

FORMATS = ("text", "json", "sarif", "github", "markdown")

# public name -> module that defines it
_HOMES: dict[str, str] = {
    "render_text": "_text",
    "render_json": "_json",
    "render_sarif": "_sarif",
    "sarif_log": "_sarif",
    "render_github": "_github",
    "render_markdown": "_markdown",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def renderer(fmt: str) -> Callable[[ScanResult], str]:
    """The renderer for one of FORMATS."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    function: Callable[[ScanResult], str] = __getattr__(f"render_{fmt}")
    return function


def render(result: ScanResult, fmt: str) -> str:
    """Render `result` in one of FORMATS."""
    return renderer(fmt)(result)


__all__ = [
    "FORMATS",
    "render",
    "render_github",
    "render_json",
    "render_markdown",
    "render_sarif",
    "render_text",
    "renderer",
    "sarif_log",
    "summary_line",
]
