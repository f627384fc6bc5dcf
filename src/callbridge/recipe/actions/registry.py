"""What an action is: a typed parameter model, a call over the client, and a declared effect.

The effect (read, write or destructive) decides what the planner runs for real, what it only
renders, and what needs a confirmation. Write actions also render the request they send, so a
dry run can show the method, path, body and idempotency key without sending anything.

Most actions are one client call each; `operation` builds those from a row of the action
table (`catalog.py`): the client method is named like the action, the request a write sends
is a method and a path template. Actions that do more pass their own `call`.
"""

from __future__ import annotations

import operator
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from callbridge.recipe.actions.wire import to_wire

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
EffectOf = Effect | Callable[[Any], Effect]


@dataclass(frozen=True)
class Action:
    name: str
    params: type[Params]
    call: Call
    summary: str
    effect: EffectOf
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


def operation(
    name: str,
    params: type[Params],
    effect: EffectOf,
    summary: str,
    *,
    args: tuple[str, ...] = (),
    request: str | None = None,
    body: Callable[[Any], Any] | None = None,
    call: Call | None = None,
    render: Render | None = None,
    scopes: tuple[str, ...] = (),
    warnings: Callable[[Any], list[str]] | None = None,
) -> Action:
    """One row of the action table.

    Without `call`, the action is the client method of the same name (`lists.create` calls
    `client.lists.create`) with the `args` parameters given in order, the other parameters
    the recipe set given by name (an unset optional one is not passed at all), and the step's
    idempotency key when it writes. `request` ("PUT /lists/{list_id}") and `body` render what
    a write sends, for plans and confirmation prompts.
    """
    if call is None:
        call = _client_call(name, args, writes=effect is not Effect.READ)
    if render is None and request is not None:
        render = _renderer(request, body)
    return Action(name, params, call, summary, effect, render, scopes, warnings)


def _client_call(name: str, positional: tuple[str, ...], *, writes: bool) -> Call:
    method = operator.attrgetter(name)

    def call(ctx: ActionContext, p: Params) -> Any:
        named = {key: getattr(p, key) for key in p.model_fields_set if key not in positional}
        if writes:
            named["idempotency_key"] = ctx.idempotency_key
        return to_wire(method(ctx.client)(*(getattr(p, key) for key in positional), **named))

    return call


def _renderer(request: str, body: Callable[[Any], Any] | None) -> Render:
    method, path = request.split(" ", 1)
    names = [name for _, name, _, _ in string.Formatter().parse(path) if name]

    def render(p: Any) -> RenderedRequest:
        where = path.format_map({name: getattr(p, name) for name in names})
        return RenderedRequest(method, where, None if body is None else body(p))

    return render


def body(**fields: Any) -> dict[str, Any]:
    """A JSON body with the omitted (None) optional fields left out, as the client sends it."""
    return {key: value for key, value in fields.items() if value is not None}
