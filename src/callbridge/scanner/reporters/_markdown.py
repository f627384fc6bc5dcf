"""The Markdown migration report, rendered from the packaged jinja2 template."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from callbridge._data import data_dir
from callbridge.scanner._models import ScanResult
from callbridge.scanner.reporters._common import by_workflow, summary_line

if TYPE_CHECKING:
    import jinja2

TEMPLATE = "scan_report.md.j2"


def _template() -> jinja2.Template:
    import jinja2  # only the markdown report needs it

    text = data_dir("templates").joinpath(TEMPLATE).read_text(encoding="utf-8")
    env = jinja2.Environment(
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    return env.from_string(text)


def render_markdown(result: ScanResult, extra: dict[str, Any] | None = None) -> str:
    """Render the report; `extra` adds context for the template (title, project, notes)."""
    context: dict[str, Any] = {
        "title": "v1 → v2 migration report",
        "project": result.root.name,
        "notes": [],
        **(extra or {}),
        "result": result,
        "groups": by_workflow(result.findings),
        "counts": result.counts_by_severity(),
        "categories": result.counts_by_category(),
        "files": sorted({f.path for f in result.findings}),
        "summary": summary_line(result),
        "stats": result.stats,
        "warnings": result.warnings,
        "errors": result.errors,
    }
    return _template().render(**context)
