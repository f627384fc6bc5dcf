# -*- coding: utf-8 -*-
"""Exceptions raised by ringdeck.client. Status meanings per the Ringdeck v1 docs (2019)."""


class RingdeckError(Exception):
    def __init__(self, status, message, details=None):
        super(RingdeckError, self).__init__(message)
        self.status = status
        self.message = message
        self.details = details or []

    def __str__(self):
        return "Ringdeck %s: %s" % (self.status, self.message)


class RingdeckAuthError(RingdeckError):
    pass


class RingdeckUserNotFound(RingdeckError):
    """The acting user (X-User-Email) does not exist in Ringdeck's IdP."""


class RingdeckUnavailable(RingdeckError):
    """Transient -- safe to retry."""


class RingdeckDisabled(RingdeckError):
    pass


class ContactListNotFound(RingdeckError):
    pass


def _parse(resp):
    try:
        body = resp.json()
    except ValueError:
        return resp.text or "unknown error", []
    if not isinstance(body, dict):
        return str(body), []
    msg = body.get("error") or "unknown error"
    details = body.get("details") or []
    return msg, details


def format_details(details):
    return "; ".join("%s: %s" % (d.get("path"), d.get("message")) for d in details)


def raise_for_ringdeck(resp):
    if resp.status_code < 400:
        return
    msg, details = _parse(resp)
    code = resp.status_code
    if code == 401:
        raise RingdeckAuthError(code, msg, details)
    if code == 404 and msg.lower() == "user not found":
        raise RingdeckUserNotFound(code, msg, details)
    if code == 404:
        raise ContactListNotFound(code, msg, details)
    if code == 502:
        # their identity provider flaps; usually clears within a minute
        raise RingdeckUnavailable(code, msg, details)
    if code == 503:
        # "API disabled on the server" -- someone toggled it off in the Ringdeck admin
        raise RingdeckDisabled(code, msg, details)
    if code == 429:
        raise RingdeckUnavailable(code, msg, details)
    raise RingdeckError(code, msg, details)
