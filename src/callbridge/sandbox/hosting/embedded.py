"""The embedded sandbox the CLI uses when no base URL is configured.

It lives in `.callbridge/sandbox.db` under the current directory and is seeded with the demo
workspace on first use. The demo workspace key is kept beside it (mode 0600) so later runs
can use it; it is a sandbox test key and opens nothing but this local database.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from callbridge.sandbox.hosting.local import Sandbox

DB_NAME = "sandbox.db"
KEY_NAME = "sandbox-key"


@dataclass
class Embedded:
    sandbox: Sandbox
    api_key: str
    created: bool


def _key_works(sandbox: Sandbox, key: str) -> bool:
    with sandbox.client(key) as client:
        return client.get("/me").status_code == 200


def _write_key(path: Path, key: str) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(key + "\n")
    path.chmod(0o600)


def open_embedded(state_dir: Path = Path(".callbridge")) -> Embedded:
    """Open (creating and seeding when needed) the embedded sandbox under `state_dir`."""
    state_dir.mkdir(parents=True, exist_ok=True)
    key_path = state_dir / KEY_NAME
    sandbox = Sandbox(state_dir / DB_NAME)
    try:
        key = key_path.read_text(encoding="utf-8").strip() if key_path.exists() else ""
        if key and _key_works(sandbox, key):
            return Embedded(sandbox, key, created=False)
        sandbox.reset()
        key = sandbox.seed_demo().workspace_key
        _write_key(key_path, key)
    except BaseException:
        sandbox.close()
        raise
    return Embedded(sandbox, key, created=True)
