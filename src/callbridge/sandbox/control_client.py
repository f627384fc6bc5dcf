"""The control client; kept at this path, which benchmarks and callers name."""

from __future__ import annotations

from callbridge.sandbox.client.control import ControlClient, ControlError

__all__ = ["ControlClient", "ControlError"]
