"""What every control handler shares: its signature and the body helpers.

Control bodies are validated field by field like v2 bodies, but unknown fields are ignored:
suites written in other languages against this contract should not break on an extra key.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from starlette.requests import Request

from callbridge.sandbox.http.validation import MISSING, Fields, json_object

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

Handler = Callable[["SandboxState", Request, bytes], Awaitable[tuple[int, Any]]]
Route = tuple[str, str, Handler]


def optional_body(raw: bytes) -> dict[str, Any]:
    """An optional JSON object body: nothing sent is `{}`."""
    return json_object(raw) if raw.strip() else {}


def present(value: Any, default: Any = None) -> Any:
    """A read field's value, or `default` when it was not sent."""
    return default if value is MISSING else value


def string_list(
    fields: Fields, name: str, *, required: bool, options: tuple[str, ...] | None = None
) -> list[str]:
    """An array of strings (each one of `options` when given), duplicates folded."""
    value = fields.data.get(name, MISSING)
    if value is MISSING:
        if required:
            fields.fail(name, "is required")
        return []
    if not isinstance(value, list):
        fields.fail(name, "must be an array of strings")
        return []
    out: list[str] = []
    message = "must be one of " + ", ".join(options) if options else "must be a string"
    for index, item in enumerate(value):
        if not isinstance(item, str) or (options is not None and item not in options):
            fields.details.append({"path": f"{fields.prefix}.{name}.{index}", "message": message})
        elif item not in out:
            out.append(item)
    return out
