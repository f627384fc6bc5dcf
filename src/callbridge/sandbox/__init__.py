"""The sandbox: a faithful, stateful local implementation of the Calling Service API v2.

Written from the spec alone (it never imports the client), with a control API under
`/_sandbox` to set state up, move the clock and inject faults. Three ways in: `Sandbox`
(in-process, httpx transports), `SandboxServer` (real localhost server) and
`callbridge sandbox serve`.
"""

from __future__ import annotations

from callbridge.sandbox.auth import ALL_SCOPES
from callbridge.sandbox.control_client import ControlError
from callbridge.sandbox.local import Sandbox
from callbridge.sandbox.seed import DemoSeed
from callbridge.sandbox.server import SandboxServer

__all__ = ["ALL_SCOPES", "ControlError", "DemoSeed", "Sandbox", "SandboxServer"]
