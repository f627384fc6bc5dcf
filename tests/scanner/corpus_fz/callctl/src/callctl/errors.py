from __future__ import annotations

import click


class ApiError(click.ClickException):
    exit_code = 2

    def __init__(self, status: int, payload: dict | None):
        self.status = status
        self.payload = payload or {}
        super().__init__(self._render())

    @property
    def error(self) -> str:
        return self.payload.get("error") or "unknown error"

    def _render(self) -> str:
        lines = [f"HTTP {self.status}: {self.error}"]
        for d in self.payload.get("details", []):
            lines.append(f"  - {d.get('path')}: {d.get('message')}")
        if self.status == 502:
            lines.append("Callbridge could not reach its identity provider. Try again in a minute.")
        elif self.status == 503:
            lines.append("The public API is disabled for this tenant. Ask an admin to re-enable it.")
        elif self.status == 404 and self.error == "user not found":
            lines.append("Your CALLCTL_USER email is not a Callbridge user.")
        return "\n".join(lines)
