"""What GET /me says about the key, and the scopes later steps will ask for."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

if TYPE_CHECKING:
    from callbridge.api.models import Credential


def missing_scopes(
    granted: Sequence[str], needed: Mapping[str, Sequence[str]]
) -> dict[str, list[str]]:
    """Per step, the scopes it needs that the key lacks (steps needing nothing more omitted)."""
    have = set(granted)
    out: dict[str, list[str]] = {}
    for step_title, scopes in needed.items():
        lacking = [scope for scope in scopes if scope not in have]
        if lacking:
            out[step_title] = lacking
    return out


def compact_scopes(scopes: Sequence[str]) -> str:
    """`contacts:read+write lists:read …`: one word per resource, so the list fits a column."""
    grouped: dict[str, list[str]] = {}
    for scope in scopes:
        resource, _, access = str(scope).partition(":")
        grouped.setdefault(resource, []).append(access)
    return " ".join(
        f"{resource}:{'+'.join(access)}" for resource, access in sorted(grouped.items())
    )


class CredentialPanel(Static):
    """The credential description; empty until a connection succeeds."""

    HELP = """
## Credential
What GET /me returned for the key: its kind, workspace, owner, member allowlist, scopes and
environment. The key itself is never shown again after Connect; the header shows it masked.
"""

    def show(self, credential: Credential | None) -> None:
        if credential is None:
            self.update(Text("Not connected yet.", style="dim"))
            return
        table = Table.grid(padding=(0, 1))
        table.add_column(style="bold", no_wrap=True)
        table.add_column(overflow="fold")
        table.add_row("kind", str(credential.kind))
        table.add_row("workspace", credential.workspace_id)
        table.add_row("owner", credential.owner_id or "none (workspace key)")
        table.add_row("allowlist", ", ".join(credential.allowed_user_ids) or "all owners")
        table.add_row("scopes", compact_scopes(credential.scopes) or "none")
        table.add_row("environment", str(credential.environment))
        self.update(table)


class ScopeNeeds(Static):
    """Scopes that later steps need and the key lacks, named per step."""

    HELP = """
## Scopes needed later
Each later step that calls the service needs some scopes: the Webhooks step needs
`webhooks:manage` and the read scope of every subscribed event; the recipes the scan
suggests (and the one planned) need the scopes of their actions. Missing ones are listed
here: issue a key with them before that step.
"""

    def show(self, credential: Credential | None, needed: Mapping[str, Sequence[str]]) -> None:
        if credential is None:
            self.update("")
            return
        lacking = missing_scopes([str(s) for s in credential.scopes], needed)
        if not lacking:
            self.update(Text("Every scope the later steps use is granted.", style="green"))
            return
        table = Table.grid(padding=(0, 1))
        table.add_column(style="red", no_wrap=True)
        table.add_column(style="red", overflow="fold")
        for step_title, scopes in lacking.items():
            table.add_row(f"  {step_title}:", ", ".join(scopes))
        self.update(Group(Text("Missing for later steps:", style="bold red"), table))
