"""callbridge: the integration toolkit and v1→v2 migration assistant for the Calling Service API v2.

The public surface is re-exported here from private modules (httpx style). Imports are lazy
(PEP 562) so that `import callbridge.sandbox` does not drag in the client, and the CLI starts
fast: a name is resolved from its home module on first access.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# public name -> module that defines it
_EXPORTS: dict[str, str] = {}

__all__ = ["__version__", *sorted(_EXPORTS)]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'callbridge' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


if TYPE_CHECKING:  # pragma: no cover - for type checkers and IDEs only
    pass
