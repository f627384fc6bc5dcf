"""Shared helpers for the Dialfield scripts (config + session + error handling)."""
import configparser
import os
import sys

import requests

DEFAULT_INI = os.environ.get("DIALFIELD_INI", "/etc/northbeam/dialfield.ini")


def load_config(path=None):
    cp = configparser.ConfigParser()
    read = cp.read([path or DEFAULT_INI, os.path.expanduser("~/.dialfield.ini")])
    if not read:
        sys.exit(f"no dialfield config found (looked at {path or DEFAULT_INI})")
    sec = cp["dialfield"]
    return {
        "base_url": sec.get("base_url", "https://api.dialfield.com/api/public/v1").rstrip("/"),
        "api_key": sec["api_key"],
        "okta_user_id": sec.get("okta_user_id"),
        "timeout": sec.getint("timeout", 15),
    }


def make_session(cfg, as_user=None):
    s = requests.Session()
    s.headers["X-API-Key"] = cfg["api_key"]
    s.headers["X-User-Id"] = as_user or cfg["okta_user_id"]
    s.headers["Accept"] = "application/json"
    return s


class DialfieldFailure(RuntimeError):
    def __init__(self, status, message):
        super().__init__(f"Dialfield {status}: {message}")
        self.status = status
        self.message = message


def check(resp):
    """Raise DialfieldFailure with a helpful message for non-2xx responses."""
    if resp.ok:
        return resp
    if resp.status_code == 503:
        raise DialfieldFailure(503, "API disabled on the Dialfield side - ask RevOps to re-enable it")
    if resp.status_code == 502:
        raise DialfieldFailure(502, "Dialfield could not reach Okta, try again in a few minutes")
    try:
        msg = resp.json()["error"]
    except (ValueError, KeyError):
        msg = resp.text[:200]
    raise DialfieldFailure(resp.status_code, msg)
