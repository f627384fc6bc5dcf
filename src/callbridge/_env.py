"""The environment variables every face reads, named once.

A module of its own, below both the client (`api/_config.py`) and the composition root
(`connection.py`): the client does not import the root, and resolving `callbridge.connect`
does not load the client.
"""

from __future__ import annotations

__all__ = ["ENV_API_KEY", "ENV_BASE_URL"]

ENV_API_KEY = "CALLBRIDGE_API_KEY"
ENV_BASE_URL = "CALLBRIDGE_BASE_URL"
