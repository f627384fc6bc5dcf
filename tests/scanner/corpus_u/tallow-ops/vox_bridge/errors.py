class VoxError(Exception):
    """Raised for any non-2xx answer from Voxhollow."""

    def __init__(self, status: int, payload: dict):
        self.status = status
        self.message = payload.get("error", "")
        self.details = payload.get("details", [])
        super().__init__(f"{status}: {self.message}")

    @property
    def retryable(self) -> bool:
        return self.status in (429, 502)

    @property
    def unknown_user(self) -> bool:
        return self.status == 404 and self.message.lower() == "user not found"


class DispatchError(Exception):
    pass
