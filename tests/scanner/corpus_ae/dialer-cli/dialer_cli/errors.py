class RingsteadError(Exception):
    def __init__(self, status: int, message: str, details: list[dict[str, str]] | None = None):
        super().__init__(message)
        self.status = status
        self.details = details or []


class UserNotFoundError(RingsteadError):
    pass


class ApiDisabledError(RingsteadError):
    pass
