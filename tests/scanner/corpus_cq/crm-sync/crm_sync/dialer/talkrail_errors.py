class TalkrailError(Exception):
    def __init__(self, status, message, details=None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class TalkrailTransientError(TalkrailError):
    pass


class TalkrailUserNotFound(TalkrailError):
    pass


class TalkrailApiDisabled(TalkrailError):
    pass


def raise_for_talkrail(resp):
    if resp.ok:
        return
    try:
        body = resp.json()
    except ValueError:
        body = {}
    message = body.get("error") or resp.reason
    details = body.get("details", [])
    if resp.status_code == 400 and body.get("error") == "missing user":
        raise TalkrailError(400, "TALKRAIL_ACTING_USER is not set", details)
    for d in details:
        message += f"; {d.get('path')}: {d.get('message')}"

    if resp.status_code in (429, 502):
        raise TalkrailTransientError(resp.status_code, message, details)
    if resp.status_code == 503:
        raise TalkrailApiDisabled(resp.status_code, message, details)
    if resp.status_code == 404 and "user not found" in message.lower():
        raise TalkrailUserNotFound(resp.status_code, message, details)
    raise TalkrailError(resp.status_code, message, details)
