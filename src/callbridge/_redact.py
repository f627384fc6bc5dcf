"""Masking of secrets, in one place.

API keys and webhook signing secrets must never reach a terminal, a log line, a journal or a
report in full. Everything that shows one goes through these functions.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
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


def redact_text(text: str) -> str:
    """Replace every API key found inside free text by its masked form."""
    if "_test_" not in text and "_live_" not in text:  # every key holds one: skip the regex
        return text
    return API_KEY_RE.sub(lambda m: mask_key(m.group(0)), text)


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
                out[key] = mask_key(item) if API_KEY_RE.fullmatch(item) else mask_secret(item)
            else:
                out[key] = redact(item)
        return out
    if isinstance(value, list | tuple):
        return [redact(item) for item in value]
    return value
