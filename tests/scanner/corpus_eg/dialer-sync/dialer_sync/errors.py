from dataclasses import dataclass, field


@dataclass
class RinglaneProblem(Exception):
    """v2 error envelope: {"error": {"code": ..., "message": ..., "request_id": ...}}"""

    status: int
    code: str
    message: str
    request_id: str | None = None
    extra: dict = field(default_factory=dict)

    @classmethod
    def from_response(cls, resp):
        try:
            err = resp.json().get("error", {})
        except ValueError:
            err = {}
        return cls(
            status=resp.status_code,
            code=err.get("code", "unknown"),
            message=err.get("message", resp.reason or ""),
            request_id=err.get("request_id"),
        )

    @property
    def retryable(self) -> bool:
        return self.code in {"rate_limited", "upstream_unavailable"} or self.status in (502, 503, 504)
