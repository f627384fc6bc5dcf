"""The sandbox: a faithful, stateful local implementation of the Calling Service API v2.

Written from the spec alone (it never imports the client), with a control API under
`/_sandbox` to set state up, move the clock and inject faults. Three ways in: `Sandbox`
(in-process, httpx transports), `SandboxServer` (real localhost server) and
`callbridge sandbox serve`.
"""

from __future__ import annotations

from callbridge.sandbox.backend.credentials import ALL_SCOPES
from callbridge.sandbox.client.control import ControlError
from callbridge.sandbox.client.seed import DemoSeed
from callbridge.sandbox.hosting.local import Sandbox
from callbridge.sandbox.hosting.server import SandboxServer

__all__ = ["ALL_SCOPES", "ControlError", "DemoSeed", "Sandbox", "SandboxServer"]
