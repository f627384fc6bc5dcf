class RingwellAPIError(Exception):
    def __init__(self, status: int, payload: dict):
        self.status = status
        self.message = payload.get("error", "")
        self.details = payload.get("details") or []
        super().__init__(f"[{status}] {self.message}")

    @property
    def field_errors(self) -> dict[str, str]:
        return {d["path"]: d["message"] for d in self.details}


class RingwellTransient(RingwellAPIError):
    """502 from Ringwell = their IdP lookup failed; retry later."""


class RingwellUserMissing(RingwellAPIError):
    pass
