"""The code around a finding, highlighted, with what to write instead."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Group
from rich.syntax import Syntax
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

if TYPE_CHECKING:
    from callbridge.scanner import Finding

CONTEXT_LINES = 1


@dataclass(frozen=True)
class Snippet:
    """Lines `first_line`… of a file, read by a worker (never on the event loop)."""

    path: Path
    first_line: int
    code: str


def read_snippet(path: Path, line: int, context: int = CONTEXT_LINES) -> Snippet:
    """The lines around `line`, each masked by the scanner's own rules: code that commits a
    key (a finding of its own) must not show it in full here either."""
    from callbridge.scanner import mask_line

    first = max(1, line - context)
    with path.open(encoding="utf-8", errors="replace") as handle:
        lines = [
            mask_line(text)
            for number, text in enumerate(handle, 1)
            if first <= number <= line + context
        ]
    return Snippet(path, first, "".join(lines))


def advice(finding: Finding) -> Text:
    text = Text()
    text.append(f"{finding.rule_id}", style="bold")
    text.append(f"  {finding.category} · {finding.severity}\n", style="dim")
    text.append(f"{finding.message}\n")
    text.append("Instead: ", style="bold green")
    text.append(f"{finding.v2_workflow}\n")
    if finding.recipe:
        text.append("Recipe: ", style="bold")
        text.append(f"{finding.recipe} (see Plan, F4)\n")
    return text


class CodeView(VerticalScroll):
    HELP = """
## Code and advice
The lines around the highlighted finding (the finding's line is marked), the rule that
matched, and the v2 workflow to use instead. A suggested recipe can be planned in F4.
"""

    def compose(self) -> ComposeResult:
        yield Static(id="code")
        yield Static(id="advice")

    def clear(self, note: str = "") -> None:
        self.query_one("#code", Static).update(Text(note, style="dim"))
        self.query_one("#advice", Static).update("")

    def show_workflow(self, workflow: str, count: int) -> None:
        self.query_one("#code", Static).update(
            Text(f"{count} finding(s) move to this v2 workflow:", style="dim")
        )
        self.query_one("#advice", Static).update(Text(workflow, style="bold green"))

    def show(self, finding: Finding, snippet: Snippet | None) -> None:
        if snippet is None:
            code: Text | Syntax = Text(f"{finding.path}:{finding.line} (file not readable)")
        else:
            lexer = Syntax.guess_lexer(str(snippet.path), snippet.code)
            code = Syntax(
                snippet.code,
                lexer,
                line_numbers=True,
                start_line=snippet.first_line,
                highlight_lines={finding.line},
                theme="ansi_dark",
                word_wrap=False,
            )
        self.query_one("#code", Static).update(Group(code))
        self.query_one("#advice", Static).update(advice(finding))
