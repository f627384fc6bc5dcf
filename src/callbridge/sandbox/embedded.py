"""The embedded sandbox of the CLI; kept at this path, which the docs and callers name."""

from __future__ import annotations

from callbridge.sandbox.hosting.embedded import DB_NAME, KEY_NAME, Embedded, open_embedded

__all__ = ["DB_NAME", "KEY_NAME", "Embedded", "open_embedded"]
