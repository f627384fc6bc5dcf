from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class RinglaneError(Exception):
    status: int
    message: str
    details: list[dict] = field(default_factory=list)

    @classmethod
    def from_response(cls, status: int, payload: dict | None) -> "RinglaneError":
        payload = payload or {}
        return cls(
            status=status,
            message=payload.get("error") or f"HTTP {status}",
            details=payload.get("details") or [],
        )

    @property
    def user_not_found(self) -> bool:
        return self.status == 404 and self.message.lower() == "user not found"

    @property
    def list_not_found(self) -> bool:
        return self.status == 404 and "contact list not found" in self.message.lower()

    @property
    def transient(self) -> bool:
        return self.status in (429, 502)

    def field_messages(self) -> list[str]:
        return [f"{d['path']}: {d['message']}" for d in self.details]
