class CadenzaError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"{status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []


class UserNotFound(CadenzaError):
    pass


class ApiDisabled(CadenzaError):
    pass


class IdpUnavailable(CadenzaError):
    pass


def raise_for(resp):
    if resp.ok:
        return
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error", resp.reason)
    details = [f"{d['path']}: {d['message']}" for d in payload.get("details", [])]
    if resp.status_code == 404 and message == "user not found":
        raise UserNotFound(404, message, details)
    if resp.status_code == 503:
        raise ApiDisabled(503, message, details)
    if resp.status_code == 502:
        raise IdpUnavailable(502, message, details)
    raise CadenzaError(resp.status_code, message, details)
