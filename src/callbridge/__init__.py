"""callbridge: the integration toolkit and v1→v2 migration assistant for the Calling Service API v2.

The public surface is re-exported here from `callbridge.connection` and `callbridge.api`
(httpx style); `__all__` is the union of theirs. Everything is lazy (PEP 562) so that
`import callbridge.sandbox` does not drag in the client, and the CLI starts fast: a name is
resolved from its home module on first access, and a subpackage (`callbridge.webhooks`) is
imported on first access too.
"""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# Where the public names live; the cheap one first, so `callbridge.connect` stays cheap.
_HOMES = ("callbridge.connection", "callbridge.api")


def _home_of(name: str) -> ModuleType | None:
    for home in _HOMES:
        module = importlib.import_module(home)
        if name in module.__all__:
            return module
    return None


def __getattr__(name: str) -> Any:
    value: Any
    if name == "__all__":
        value = ["__version__"]
        for home in _HOMES:
            value += importlib.import_module(home).__all__
    elif not name.startswith("_") and importlib.util.find_spec(f"{__name__}.{name}"):
        value = importlib.import_module(f"{__name__}.{name}")
    elif (module := _home_of(name)) is not None:
        value = getattr(module, name)
    else:
        raise AttributeError(f"module 'callbridge' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__getattr__("__all__"))


if TYPE_CHECKING:  # pragma: no cover - for type checkers and IDEs only
    from callbridge.api import *  # noqa: F403
    from callbridge.connection import *  # noqa: F403
