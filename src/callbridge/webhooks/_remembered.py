"""The subscription id a local receiver used last time, kept so a restart reuses it.

The spec makes the subscription id the client's to choose and persist (PUT /webhooks/{id}).
A local receiver that made up a new id on every start would leave one paused subscription
behind per run; this keeps one id per (purpose, target) in a private file instead.
"""

from __future__ import annotations

import json
import os
import uuid
from pathlib import Path

__all__ = ["remembered_subscription_id"]

FILE_NAME = "webhook-subscriptions.json"


def _load(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def remembered_subscription_id(state_dir: Path, purpose: str, target: str) -> str:
    """The id saved for `purpose` on `target`, or a new one, saved (0600) for next time."""
    path = state_dir / FILE_NAME
    known = _load(path)
    name = f"{purpose} {target}"
    value = known.get(name, "")
    try:
        return str(uuid.UUID(value))
    except ValueError:
        pass
    value = str(uuid.uuid4())
    known[name] = value
    try:
        state_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(known, handle, indent=2, sort_keys=True)
        path.chmod(0o600)
    except OSError:
        pass  # not remembered: the next start creates another subscription, nothing worse
    return value
