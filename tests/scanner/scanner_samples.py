"""Source snippets and helpers shared by the scanner tests."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

# The `write_tree` fixture (conftest.py): files by relative path, written under tmp_path.
# Defined here, not in conftest, so it is importable whichever conftest Python loaded first.
WriteTree = Callable[[dict[str, str | bytes]], Path]


def found_in(root: Path) -> set[tuple[str, int, str]]:
    """What a scan of `root` reports: (path, line, category)."""
    from callbridge.scanner import scan

    return {(f.path, f.line, f.category) for f in scan([root]).findings}


V1_CLIENT = """import requests

BASE = "https://calls.example.com/api/public/v1"


def rename(list_id, name, user):
    return requests.patch(
        f"{BASE}/contact-lists/{list_id}",
        json={"name": name},
        headers={"x-user-email": user},
    )
"""

V2_CLIENT = """import httpx

# v1 lived at /api/public/v1 and took x-user-email; not any more.
BASE = "https://calls.example.com/api/public/v2"


def me(key):
    return httpx.get(f"{BASE}/me", headers={"Authorization": f"Bearer {key}"})
"""

LEAKED_KEY = "cb_live_3f1c2a7e-9b4d-4c1e-8f2a-6d5e4c3b2a19.Qm9vbGVhbkV4cHJlc3Npb25zQXJlRnVu"
