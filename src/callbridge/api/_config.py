"""Checking the key and the base URL before any request is sent.

A malformed key or a base URL that points at the retired v1 path can only produce a 401 or
a 410 later; saying so up front, with the masked key, saves a round trip and a confusing
error.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from urllib.parse import urlsplit, urlunsplit

from callbridge._env import ENV_API_KEY, ENV_BASE_URL
from callbridge._redact import API_KEY_RE, mask_key
from callbridge.api._errors import ConfigurationError

__all__ = ["API_V2_PATH", "ENV_API_KEY", "ENV_BASE_URL", "resolve_api_key", "resolve_base_url"]

API_V2_PATH = "/api/public/v2"
_API_V1_PATH = "/api/public/v1"


def resolve_api_key(api_key: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The key given, else `CALLBRIDGE_API_KEY`; it must have the format of gap G18."""
    env = os.environ if environ is None else environ
    key = api_key if api_key is not None else env.get(ENV_API_KEY)
    if key is None or not key.strip():
        raise ConfigurationError(
            f"no API key: pass api_key= or set {ENV_API_KEY} "
            "(keys look like <prefix>_<live|test>_<credential UUID>.<secret>)"
        )
    key = key.strip()
    if API_KEY_RE.fullmatch(key) is None:
        raise ConfigurationError(
            f"the API key {mask_key(key)} does not have the documented format "
            "<prefix>_<live|test>_<credential UUID>.<secret>; copy it again from the "
            "Developers area"
        )
    return key


def resolve_base_url(base_url: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The API root (`…/api/public/v2`), from the URL given or `CALLBRIDGE_BASE_URL`.

    A server root is accepted too and gets the v2 path appended.
    """
    env = os.environ if environ is None else environ
    raw = base_url if base_url is not None else env.get(ENV_BASE_URL)
    if raw is None or not raw.strip():
        raise ConfigurationError(
            f"no base URL: pass base_url= or set {ENV_BASE_URL} "
            f"(for example http://127.0.0.1:8765{API_V2_PATH})"
        )
    parts = urlsplit(raw.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ConfigurationError(
            f"the base URL {raw.strip()!r} is not an http(s) URL "
            f"(for example http://127.0.0.1:8765{API_V2_PATH})"
        )
    if parts.query or parts.fragment:
        raise ConfigurationError(f"the base URL {raw.strip()!r} must not have a query or fragment")
    path = parts.path.rstrip("/")
    if path.endswith(_API_V1_PATH):
        raise ConfigurationError(
            f"the base URL {raw.strip()!r} points at the retired v1 API; use {API_V2_PATH}"
        )
    if not path.endswith(API_V2_PATH):
        path += API_V2_PATH
    return urlunsplit((parts.scheme, parts.netloc, path, "", ""))
