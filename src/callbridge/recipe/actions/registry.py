"""The action registry: every action a recipe may name, with its declared effect.

An action is a typed parameter model plus a function over the client. Its effect (read, write
or destructive) decides what the planner runs for real, what it only renders, and what needs a
confirmation. Write actions also render the request they send, so a dry run can show the
method, path, body and idempotency key without sending anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from callbridge.api import AsyncClient, Client

AsyncClientFactory = Callable[[], "AsyncClient"]


class Effect(StrEnum):
    READ = "read"
    WRITE = "write"
    DESTRUCTIVE = "destructive"


class Params(BaseModel):
    """Base of every action's parameters: unknown names are errors, not silently dropped."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


@dataclass(frozen=True)
class RenderedRequest:
    """The request a write would send: shown by a plan instead of being sent."""

    method: str
    path: str
    body: Any = None
    idempotency_key: str | None = None
    params: dict[str, Any] | None = None
    note: str | None = None

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"method": self.method, "path": self.path}
        if self.note:
            out["note"] = self.note
        if self.params:
            out["params"] = self.params
        if self.body is not None:
            out["body"] = self.body
        if self.idempotency_key is not None:
            out["idempotencyKey"] = self.idempotency_key
        return out


@dataclass
class ActionContext:
    """What an action call gets besides its parameters."""

    client: Client
    idempotency_key: str
    state_dir: Path
    dry_run: bool = False
    async_client: AsyncClientFactory | None = None
    warnings: list[str] = field(default_factory=list)
    secrets: list[str] = field(default_factory=list)

    def warn(self, message: str) -> None:
        self.warnings.append(message)

    def keep_secret(self, value: str) -> None:
        """Register a value that must be masked wherever the run shows or journals it."""
        self.secrets.append(value)


Call = Callable[[ActionContext, Any], Any]
Render = Callable[[Any], RenderedRequest]


@dataclass(frozen=True)
class Action:
    name: str
    params: type[Params]
    call: Call
    summary: str
    effect: Effect | Callable[[Any], Effect]
    render: Render | None = None
    scopes: tuple[str, ...] = ()
    warnings: Callable[[Any], list[str]] | None = None

    def effect_for(self, params: Any) -> Effect:
        return self.effect if isinstance(self.effect, Effect) else self.effect(params)

    def static_effect(self) -> Effect:
        """The effect without arguments: the most severe one an argument-dependent action has."""
        if isinstance(self.effect, Effect):
            return self.effect
        return Effect.DESTRUCTIVE

    def warnings_for(self, params: Any) -> list[str]:
        return self.warnings(params) if self.warnings is not None else []


_REGISTRY: dict[str, Action] = {}


def action(
    name: str,
    *,
    params: type[Params],
    effect: Effect | Callable[[Any], Effect],
    summary: str,
    render: Render | None = None,
    scopes: tuple[str, ...] = (),
    warnings: Callable[[Any], list[str]] | None = None,
) -> Callable[[Call], Call]:
    """Register the decorated function as the action `name`."""

    def register(func: Call) -> Call:
        if name in _REGISTRY:
            raise ValueError(f"action {name!r} registered twice")
        _REGISTRY[name] = Action(name, params, func, summary, effect, render, scopes, warnings)
        return func

    return register


def registry() -> dict[str, Action]:
    return _REGISTRY


def body(**fields: Any) -> dict[str, Any]:
    """A JSON body with the omitted (None) optional fields left out, as the client sends it."""
    return {key: value for key, value in fields.items() if value is not None}
