"""The migration checklist, ticked from what the session has shown."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from callbridge.tui.checklist import migration_checklist
from callbridge.tui.state import SessionState


class MigrationChecklist(Static):
    HELP = """
## Migration checklist
The spec's migration rules. Items tick themselves from evidence: a key that answered
GET /me, a scan with no open acting-user findings, a verified v2 webhook subscription.
"""

    def show(self, session: SessionState) -> None:
        text = Text()
        for item in migration_checklist(session):
            box, style = ("[x]", "green") if item.done else ("[ ]", "yellow")
            text.append(f"{box} ", style=style)
            text.append(item.label + "\n", style="bold" if not item.done else "")
            if not item.done:
                text.append(f"    {item.hint}\n", style="dim")
        self.update(text)
