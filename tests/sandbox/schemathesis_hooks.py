"""schemathesis hooks for the sandbox run (loaded by name through its config file).

Every generated write gets a fresh, valid Idempotency-Key: a key reused across cases would
make most writes 409 `idempotency_conflict` and test nothing behind the receipt lookup.
Invalid keys the generator makes on purpose are kept, so their 400 is still tested.
"""

from __future__ import annotations

import re
import uuid
from typing import Any

import schemathesis

KEY_RE = re.compile(r"^[A-Za-z0-9._:-]{1,200}$")


@schemathesis.hook
def map_headers(context: Any, headers: dict[str, Any] | None) -> dict[str, Any] | None:
    if headers and isinstance(headers.get("Idempotency-Key"), str):
        if KEY_RE.fullmatch(headers["Idempotency-Key"]):
            headers["Idempotency-Key"] = f"st-{uuid.uuid4().hex}"
    return headers
