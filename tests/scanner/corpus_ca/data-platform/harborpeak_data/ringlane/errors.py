class RinglaneHTTPError(Exception):
    def __init__(self, status: int, message: str, details: list[dict] | None = None):
        self.status = status
        self.message = message
        self.details = details or []
        super().__init__(self._render())

    def _render(self) -> str:
        lines = [f"Ringlane returned {self.status}: {self.message}"]
        for d in self.details:
            lines.append(f"  - {d.get('path')}: {d.get('message')}")
        return "\n".join(lines)


class ActingUserMissing(RinglaneHTTPError):
    """The service account email is not provisioned in Ringlane."""


class RinglaneDisabled(RinglaneHTTPError):
    """Public API switched off for the tenant."""
