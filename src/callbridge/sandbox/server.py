"""The real localhost server; kept at this path, which the CLI and callers name."""

from __future__ import annotations

from callbridge.sandbox.hosting.server import SandboxServer, serve

__all__ = ["SandboxServer", "serve"]
