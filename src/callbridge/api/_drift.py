"""Drift checks: each answer against the client's own models, held strictly.

The models parse leniently on purpose (unknown fields are kept, so a service that adds a
field breaks nobody). A team also needs to learn when the service changed under it: a field
renamed or retyped, one that appeared. With `validate_responses`, every successful answer is
also read strictly (no type coercion) and searched for fields the models do not know; each
mismatch is reported once per client, as a `ContractDriftWarning` naming the operation, the
JSON path and the request id, and the call still returns. With `strict_contract` the first
answer that does not match raises `ContractViolation` instead.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
from pydantic import BaseModel, ValidationError

from callbridge.api._errors import ApiError, ErrorDetail

__all__ = ["ContractDriftWarning", "ContractViolation", "Mismatch"]


class ContractDriftWarning(UserWarning):
    """An answer of the service differs from the contract the client was written for."""


class ContractViolation(ApiError):
    """A successful answer that does not match the contract (`strict_contract`)."""


@dataclass(frozen=True)
class Mismatch:
    operation: str  # "GET /lists/5/contacts as Page[Contact]": the call and its model
    path: str  # JSON path in the answer, `$.data[0].phoneNumber`
    problem: str
    request_id: str | None

    def __str__(self) -> str:
        rid = f" (request id {self.request_id})" if self.request_id else ""
        return f"{self.operation}: {self.path}: {self.problem}{rid}"


_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def _json_path(loc: tuple[int | str, ...]) -> str:
    """`$.data[0].name`; member names came from the service, so control characters in them
    are escaped (`\\x1b`) before they reach a terminal or a log."""
    path = "$"
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path += "." + _CONTROL.sub(lambda m: f"\\x{ord(m.group(0)):02x}", part)
    return path


def _unknown_fields(value: Any, loc: tuple[int | str, ...] = ()) -> Iterator[tuple[int | str, ...]]:
    """Paths of fields the models kept as extras: present in the answer, unknown to us."""
    if isinstance(value, BaseModel):
        for name in value.model_extra or {}:
            yield (*loc, name)
        for name, info in type(value).model_fields.items():
            yield from _unknown_fields(getattr(value, name), (*loc, info.alias or name))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _unknown_fields(item, (*loc, index))


def mismatches(response: httpx.Response, into: type[BaseModel]) -> list[Mismatch]:
    """Type and presence problems (a strict read) plus fields unknown to the models."""
    operation = f"{response.request.method} {response.request.url.path} as {into.__name__}"
    rid = response.headers.get("x-request-id")
    content = response.content or b"null"
    context = {"status": response.status_code}
    found: list[Mismatch] = []
    try:
        into.model_validate_json(content, strict=True, context=context)
    except ValidationError as exc:
        found += [
            Mismatch(operation, _json_path(tuple(err["loc"])), err["msg"], rid)
            for err in exc.errors()
        ]
    try:
        lenient = into.model_validate_json(content, context=context)
    except ValidationError:
        return found  # no model to search for extras; the strict errors say enough
    found += [
        Mismatch(operation, _json_path(loc), "not in the contract (unknown field)", rid)
        for loc in _unknown_fields(lenient)
    ]
    return found


@dataclass
class ContractCheck:
    """The drift settings of one client and what it has already reported."""

    strict: bool = False
    report: Callable[[Mismatch], None] | None = None
    _seen: set[tuple[str, str, str, str]] = field(default_factory=set)

    def check(self, response: httpx.Response, into: type[BaseModel] | None) -> None:
        if into is None or not 200 <= response.status_code < 300:
            return
        found = mismatches(response, into)
        if not found:
            return
        if self.strict:
            raise ContractViolation(
                status=response.status_code,
                code="contract_violation",
                message=f"the answer of {found[0].operation} does not match the contract",
                request_id=found[0].request_id,
                details=[ErrorDetail(m.path, m.problem) for m in found],
                headers=dict(response.headers),
            )
        for mismatch in found:
            # once per client: the method, the model, the path and the problem
            key = (response.request.method, into.__name__, mismatch.path, mismatch.problem)
            if key in self._seen:
                continue
            self._seen.add(key)
            if self.report is not None:
                self.report(mismatch)
            else:
                warnings.warn(str(mismatch), ContractDriftWarning, stacklevel=4)
