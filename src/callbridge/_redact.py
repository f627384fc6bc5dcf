"""Masking of secrets, in one place.

API keys and webhook signing secrets must never reach a terminal, a log line, a journal or a
report in full. Everything that shows one goes through these functions.

Masking by field name (`signingSecret`) and by shape (an API key) misses a secret copied into
another field or quoted inside a service's error message. So every secret the process has
seen (the API key a client holds, a signing secret an answer carried, a secret input, a
value read from a secret file) is registered once with `register_secret`, and `redact` masks
it by value wherever it appears afterwards, in any field, inside any text.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterable, Mapping
from typing import Any

# `<prefix>_<live|test>_<credential UUID>.<secret>` (spec, Authentication rule 2)
API_KEY_RE = re.compile(
    r"(?P<prefix>[a-z][a-z0-9]{0,15})_(?P<env>live|test)_"
    r"(?P<credential>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})"
    r"\.(?P<secret>[A-Za-z0-9_\-~+/=]+)"
)

SECRET_KEYS = frozenset(
    {"signingsecret", "signing_secret", "secret", "token", "api_key", "apikey", "authorization"}
)


def mask_key(token: str) -> str:
    """Show an API key as `cb_test_1a2b3c4d…****`: enough to tell keys apart, nothing usable."""
    match = API_KEY_RE.fullmatch(token.strip())
    if match is None:
        return mask_secret(token)
    return f"{match['prefix']}_{match['env']}_{match['credential'][:8]}…****"


def mask_secret(secret: str) -> str:
    """Show any other secret as `****` plus at most its last four characters when it is long."""
    if len(secret) >= 16:
        return f"****{secret[-4:]}"
    return "****"


# Shorter values would mask ordinary words inside text; `recipe/masking.py` masks a short
# secret input where it is a whole value.
MIN_REGISTERED = 8

_registry_lock = threading.Lock()
_registered: tuple[str, ...] = ()  # longest first, so a secret inside another is masked whole


def register_secret(value: object) -> None:
    """Mask `value` wherever it appears from now on, in this process."""
    global _registered
    if not isinstance(value, str) or len(value.strip()) < MIN_REGISTERED:
        return
    value = value.strip()
    with _registry_lock:
        if value not in _registered:
            _registered = tuple(sorted({*_registered, value}, key=len, reverse=True))


def register_secrets_in(value: Any) -> None:
    """Register the values of secret-named fields anywhere in a JSON-like value."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            if isinstance(key, str) and key.lower() in SECRET_KEYS:
                register_secret(item)
            else:
                register_secrets_in(item)
    elif isinstance(value, list | tuple):
        for item in value:
            register_secrets_in(item)


def registered_secrets() -> tuple[str, ...]:
    return _registered


def _mask_registered(text: str, secrets: Iterable[str]) -> str:
    for secret in secrets:
        if secret in text:
            text = text.replace(secret, mask_key(secret))
    return text


def redact_text(text: str) -> str:
    """Replace every registered secret and every API key inside free text by its masked form."""
    secrets = _registered
    if secrets:
        text = _mask_registered(text, secrets)
    if "_test_" not in text and "_live_" not in text:  # every key holds one: skip the regex
        return text
    return API_KEY_RE.sub(lambda m: mask_key(m.group(0)), text)


class RedactingFilter(logging.Filter):
    """Masks secrets in a log record's message before any handler formats it."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = redact_text(record.getMessage())
        record.args = None
        return True


def redacted_logger(name: str) -> logging.Logger:
    """The named logger with secrets masked in every record it emits."""
    log = logging.getLogger(name)
    if not any(isinstance(f, RedactingFilter) for f in log.filters):
        log.addFilter(RedactingFilter())
    return log


def redact(value: Any) -> Any:
    """Return a copy of a JSON-like value with secret fields masked and keys inside text masked."""
    if isinstance(value, str):
        return redact_text(value)
    if value is None or isinstance(value, int | float):
        return value
    if isinstance(value, dict | Mapping):
        out: dict[str, Any] = {}
        for key, item in value.items():
            if isinstance(key, str) and key.lower() in SECRET_KEYS and isinstance(item, str):
                register_secret(item)
                out[key] = mask_key(item) if API_KEY_RE.fullmatch(item) else mask_secret(item)
            else:
                out[key] = redact(item)
        return out
    if isinstance(value, list | tuple):
        return [redact(item) for item in value]
    return value
