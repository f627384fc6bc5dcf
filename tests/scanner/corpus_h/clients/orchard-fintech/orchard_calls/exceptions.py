class CallbridgeError(Exception):
    """Base error for the Callbridge dialer API."""

    def __init__(self, status, message):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message


class IdentityProviderDown(CallbridgeError):
    retryable = True


class ApiDisabled(CallbridgeError):
    retryable = False


class UnknownAgent(CallbridgeError):
    retryable = False


def raise_for_response(resp):
    if resp.ok:
        return
    try:
        message = resp.json().get("error", resp.text)
    except ValueError:
        message = resp.text

    if resp.status_code == 502:
        raise IdentityProviderDown(resp.status_code, message)
    if resp.status_code == 503:
        raise ApiDisabled(resp.status_code, message)
    if resp.status_code == 404 and message == "user not found":
        raise UnknownAgent(resp.status_code, message)
    raise CallbridgeError(resp.status_code, message)
