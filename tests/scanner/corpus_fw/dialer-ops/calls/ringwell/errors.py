from dataclasses import dataclass, field
from typing import Any


@dataclass
class RingwellError(Exception):
    status: int
    error: str
    details: list[dict[str, Any]] = field(default_factory=list)

    def __str__(self) -> str:
        return f"Ringwell {self.status}: {self.error}"

    @classmethod
    def from_response(cls, resp) -> "RingwellError":
        try:
            body = resp.json()
        except ValueError:
            body = {}
        return cls(status=resp.status_code, error=body.get("error", resp.reason), details=body.get("details") or [])

    @property
    def user_not_found(self) -> bool:
        return self.status == 404 and self.error.lower() == "user not found"

    @property
    def idp_unavailable(self) -> bool:
        return self.status == 502

    @property
    def api_disabled(self) -> bool:
        return self.status == 503

    def field_errors(self) -> dict[str, str]:
        return {d["path"]: d["message"] for d in self.details if "path" in d}
