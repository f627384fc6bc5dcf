"""Request reading with the contract's `details` paths.

Strict JSON first (UTF-8, no NaN, no lone surrogates); then v2 bodies and queries are read
with their pydantic models (`parse_body`, `parse_query`: pydantic's error locations become
`body.<field>` / `query.<name>`, every problem at once), path ids with `path_id`, and control
bodies field by field with `Fields` (they ignore unknown members, by the control contract).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from datetime import datetime
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from callbridge.sandbox.backend.errors import ApiError, invalid
from callbridge.sandbox.http.bodies import DATETIME_MESSAGE, MAX_ID, json_integer
from callbridge.sandbox.http.queries import int_text
from callbridge.sandbox.state.clock import parse_datetime

_SURROGATE_RE = re.compile("[\ud800-\udfff]")
MISSING: Any = object()
B = TypeVar("B", bound=BaseModel)
# pydantic's wording where the contract's reads better
_MESSAGES = {"missing": "is required", "extra_forbidden": "is not an accepted field"}


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def parse_json(raw: bytes) -> Any:
    """Strict JSON: UTF-8 only, no NaN or Infinity, no lone surrogate escapes."""
    try:
        value = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise invalid("body", "must be a JSON object") from None
    if b"\\u" in raw:  # only an escape can smuggle in a lone surrogate
        where = _surrogate_path(value, "body")
        if where is not None:
            raise invalid(where, "must not contain a lone UTF-16 surrogate (\\ud800-\\udfff)")
    return value


def _surrogate_path(value: Any, path: str) -> str | None:
    """The path of the first string (key or value) that is not encodable as UTF-8."""
    if isinstance(value, str):
        return None if _SURROGATE_RE.search(value) is None else path
    if isinstance(value, list):
        for index, item in enumerate(value):
            found = _surrogate_path(item, f"{path}.{index}")
            if found is not None:
                return found
    if isinstance(value, dict):
        for key, item in value.items():
            if _SURROGATE_RE.search(key):
                return path
            found = _surrogate_path(item, f"{path}.{key}")
            if found is not None:
                return found
    return None


def json_object(raw: bytes) -> dict[str, Any]:
    if not raw.strip():
        raise invalid("body", "a JSON object is required")
    value = parse_json(raw)
    if not isinstance(value, dict):
        raise invalid("body", "must be a JSON object")
    return value


def body_problems(
    model: type[B], data: Any, prefix: str = "body"
) -> tuple[B | None, list[dict[str, str]]]:
    """The body read as `model`, or every problem as a detail: pydantic's location becomes the
    contract's path (`body`, `body.name`, `body.events.0`), the prefix naming where it is."""
    try:
        return model.model_validate(data), []
    except ValidationError as exc:
        details = []
        for error in exc.errors():
            path = ".".join([prefix, *(str(part) for part in error["loc"])])
            message = _MESSAGES.get(error["type"], error["msg"].removeprefix("Value error, "))
            details.append({"path": path, "message": message})
        return None, details


def parse_body(model: type[B], data: Any, prefix: str = "body") -> B:
    """The body read as `model`; 400 `invalid_request` with every problem at once."""
    parsed, details = body_problems(model, data, prefix)
    raise_details(details)
    assert parsed is not None
    return parsed


def parse_query(model: type[B], query: Mapping[str, str]) -> B:
    """The query read as `model`; 400 with every problem at `query.<name>`."""
    return parse_body(model, dict(query), "query")


def parse_path(model: type[B], params: Mapping[str, str]) -> B:
    """The path parameters read as `model`; 400 with every problem at `path.<name>`."""
    return parse_body(model, dict(params), "path")


def raise_details(details: list[dict[str, str]]) -> None:
    if details:
        first = details[0]
        raise ApiError(
            400, "invalid_request", f"Invalid request: {first['path']}: {first['message']}", details
        )


class Fields:
    """Typed reads of one JSON object, collecting every problem under `prefix`."""

    def __init__(self, data: Mapping[str, Any], prefix: str = "body") -> None:
        self.data = data
        self.prefix = prefix
        self.details: list[dict[str, str]] = []

    def fail(self, name: str, message: str) -> None:
        self.details.append({"path": f"{self.prefix}.{name}", "message": message})

    def check(self) -> None:
        raise_details(self.details)

    def _get(self, name: str, required: bool) -> Any:
        if name not in self.data:
            if required:
                self.fail(name, "is required")
            return MISSING
        return self.data[name]

    def string(
        self,
        name: str,
        *,
        required: bool = False,
        nullable: bool = False,
        min_len: int = 0,
        max_len: int | None = None,
    ) -> Any:
        value = self._get(name, required)
        if value is MISSING:
            return MISSING
        if value is None:
            if nullable:
                return None
            self.fail(name, "must be a string")
            return MISSING
        if not isinstance(value, str):
            self.fail(name, "must be a string" + (" or null" if nullable else ""))
            return MISSING
        if len(value) < min_len:
            self.fail(
                name,
                "must not be empty" if min_len == 1 else f"must be at least {min_len} characters",
            )
            return MISSING
        if max_len is not None and len(value) > max_len:
            self.fail(name, f"must be at most {max_len} characters")
            return MISSING
        return value

    def integer(
        self,
        name: str,
        *,
        required: bool = False,
        nullable: bool = False,
        minimum: int | None = None,
        maximum: int | None = None,
    ) -> Any:
        value = self._get(name, required)
        if value is MISSING:
            return MISSING
        if value is None and nullable:
            return None
        value = json_integer(value)
        if value is None:
            self.fail(name, "must be an integer" + (" or null" if nullable else ""))
            return MISSING
        if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
            self.fail(name, f"must be between {minimum} and {maximum}")
            return MISSING
        return value

    def number(self, name: str, *, required: bool = False, minimum: float = 0) -> Any:
        value = self._get(name, required)
        if value is MISSING:
            return MISSING
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.fail(name, "must be a number")
            return MISSING
        if value < minimum or value > 1e9:
            self.fail(name, f"must be between {minimum} and 1000000000")
            return MISSING
        return value

    def boolean(self, name: str, *, required: bool = False) -> Any:
        value = self._get(name, required)
        if value is MISSING:
            return MISSING
        if not isinstance(value, bool):
            self.fail(name, "must be a boolean")
            return MISSING
        return value

    def datetime(self, name: str, *, required: bool = False) -> Any:
        value = self._get(name, required)
        if value is MISSING:
            return MISSING
        parsed: datetime | None = parse_datetime(value) if isinstance(value, str) else None
        if parsed is None:
            self.fail(name, DATETIME_MESSAGE)
            return MISSING
        return parsed

    def enum(self, name: str, options: tuple[str, ...], *, required: bool = False) -> Any:
        value = self._get(name, required)
        if value is MISSING:
            return MISSING
        if not isinstance(value, str) or value not in options:
            self.fail(name, "must be one of " + ", ".join(options))
            return MISSING
        return value


def path_id(params: Mapping[str, str], name: str) -> int:
    """An id path parameter: an integer from 1 to 2147483647."""
    try:
        value: int | None = int_text(params.get(name, ""))
    except ValueError:
        value = None
    if value is None or not 1 <= value <= MAX_ID:
        raise invalid(f"path.{name}", f"must be an integer from 1 to {MAX_ID}")
    return value
