import requests


class DialwaveError(Exception):
    def __init__(self, status: int, message: str, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class DialwaveTransientError(DialwaveError):
    pass


class DialwaveDisabledError(DialwaveError):
    pass


def raise_for_dialwave(resp: requests.Response) -> None:
    if resp.ok:
        return
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason
    details = [f'{d.get("path")}: {d.get("message")}' for d in payload.get("details", [])]
    if resp.status_code == 502:
        raise DialwaveTransientError(502, message, details)
    if resp.status_code == 503:
        raise DialwaveDisabledError(503, "Dialwave API is disabled for our workspace", details)
    if resp.status_code == 404 and message == "user not found":
        raise DialwaveError(404, "acting user missing in Dialwave; check DIALWAVE_ACTING_USER", details)
    raise DialwaveError(resp.status_code, message, details)
