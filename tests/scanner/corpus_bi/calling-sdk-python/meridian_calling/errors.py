from typing import List, Optional

import requests


class RinglaneError(Exception):
    def __init__(self, status: int, message: str, details: Optional[List[str]] = None):
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message
        self.details = details or []


class ActingUserNotFound(RinglaneError):
    """The x-user-email could not be resolved in the identity provider."""


class IdentityProviderUnavailable(RinglaneError):
    pass


class PublicApiDisabled(RinglaneError):
    pass


def raise_for_response(resp: requests.Response) -> None:
    if resp.ok:
        return
    try:
        payload = resp.json()
    except ValueError:
        payload = {}
    message = payload.get("error") or resp.reason
    details = [f"{d.get('path')}: {d.get('message')}" for d in payload.get("details", [])]

    if resp.status_code == 404 and message.lower() == "user not found":
        raise ActingUserNotFound(resp.status_code, message, details)
    if resp.status_code == 502:
        raise IdentityProviderUnavailable(resp.status_code, message, details)
    if resp.status_code == 503:
        raise PublicApiDisabled(resp.status_code, message, details)
    raise RinglaneError(resp.status_code, message, details)
