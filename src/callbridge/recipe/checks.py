"""Static checks of a valid recipe: every name an expression uses must exist where it is used.

The loader proves the file has the right shape; this pass reads every expression's syntax
tree and resolves each name the way the runner will: inputs, earlier steps and, where a step
declares `outputs`, those output names; the loop variable inside a `for_each` step's `with`
and `expect`; `result` in `outputs` and `expect` only. A misspelt name is found before the
first write instead of after it, and every problem is listed at once, with its file, line
and column. `recipe validate`, `recipe plan` and the pre-flight of `migrate run` use it.

The same module compares the inputs of a resumed run with those in its journal: a run's
writes are keyed by run, step and item, so changing an input under the same keys could
reuse a receipt for a different request (409 idempotency_conflict at best).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from jinja2 import TemplateSyntaxError, nodes
from jinja2.meta import find_undeclared_variables

from callbridge.recipe.actions import suggest
from callbridge.recipe.bounded import BoundedEnvironment
from callbridge.recipe.errors import Problem, RecipeFormatError
from callbridge.recipe.loader import _expressions
from callbridge.recipe.schema import Recipe, Step

if TYPE_CHECKING:
    from callbridge.api.models import Credential
    from callbridge.recipe.journal import JournalState

__all__ = [
    "changed_inputs",
    "check_recipe",
    "checked_recipe",
    "inputs_used",
    "key_warnings",
    "refuse_changes_used",
]

# the run's own environment: its intercepted operators keep jinja2 from folding constants
# such as 'a' * 10**9 while the names are collected
_ENV = BoundedEnvironment()
_BASE = frozenset({"inputs", "steps", "run", "omit", *_ENV.globals})
_STEP_FIELDS = ("outputs", "status")
Location = tuple[str | int, ...]


@dataclass(frozen=True)
class _Scope:
    names: frozenset[str]
    steps: tuple[str, ...]  # steps that have run when the expression is evaluated
    later: tuple[str, ...]  # steps that exist but run afterwards


def checked_recipe(path_or_name: str) -> Recipe:
    """`load_recipe` plus the static checks; raises RecipeFormatError listing every problem."""
    from callbridge.recipe.loader import load_recipe

    recipe = load_recipe(path_or_name)
    problems = check_recipe(recipe, _positions(recipe))
    if problems:
        raise RecipeFormatError(recipe.source, problems)
    return recipe


def _positions(recipe: Recipe) -> dict[Location, tuple[int, int]]:
    """Line and column of every YAML node of the recipe's text (empty when unreadable)."""
    from pathlib import Path

    from callbridge.recipe.loader import _read_yaml, builtin_text

    try:
        text = (
            builtin_text(recipe.name)
            if recipe.builtin
            else Path(recipe.source).read_text(encoding="utf-8")
        )
        return _read_yaml(text, recipe.source)[1]
    except (OSError, UnicodeDecodeError, RecipeFormatError):
        return {}


def check_recipe(
    recipe: Recipe, positions: Mapping[Location, tuple[int, int]] | None = None
) -> list[Problem]:
    """Every unresolved name of every expression of `recipe`."""
    where = positions or {}
    ids = tuple(step.id for step in recipe.steps)
    outputs = {step.id: _declared(step) for step in recipe.steps}
    problems: list[Problem] = []
    for index, step in enumerate(recipe.steps):
        before, later = ids[:index], ids[index:]
        plain = _Scope(_BASE, before, later)
        item = _Scope(_BASE | {step.item_name}, before, later) if step.for_each else plain
        with_result = _Scope(item.names | {"result"}, before, later)
        label = f"steps[{index}] ({step.id})"
        parts: list[tuple[str, Any, _Scope]] = [
            ("if", step.if_, plain),
            ("for_each", step.for_each, plain),
            ("with", step.with_, item),
            ("outputs", step.outputs, _Scope(_BASE | {"result"}, before, later)),
            ("expect", [e.model_dump() for e in step.expectations], with_result),
        ]
        for part, value, scope in parts:
            for loc, text in _expressions(value, ("steps", index, part)):
                field = ".".join(str(p) for p in loc[2:])
                for message in _unresolved(text, scope, outputs, step):
                    problems.append(_problem(message, loc, f"{label}.{field}", where))
    final = _Scope(_BASE, ids, ())
    for loc, text in _expressions(recipe.outputs, ("outputs",)):
        for message in _unresolved(text, final, outputs, None):
            problems.append(_problem(message, loc, ".".join(map(str, loc)), where))
    return problems


def _declared(step: Step) -> frozenset[str] | None:
    """The output names a step declares, or None when its outputs are the whole result."""
    return frozenset(step.outputs) if isinstance(step.outputs, dict) else None


def _problem(
    message: str, loc: Location, label: str, where: Mapping[Location, tuple[int, int]]
) -> Problem:
    for end in range(len(loc), -1, -1):
        found = where.get(loc[:end])
        if found:
            return Problem(message, label, *found)
    return Problem(message, label)


def _unresolved(
    text: str,
    scope: _Scope,
    outputs: Mapping[str, frozenset[str] | None],
    step: Step | None,
) -> Iterator[str]:
    try:
        tree = _ENV.parse(text)
    except TemplateSyntaxError:
        return  # the loader reports syntax errors
    for name in sorted(find_undeclared_variables(tree)):
        if name in scope.names:
            continue
        if name == "result":
            yield "`result` exists only in a step's outputs and expect"
        elif step is not None and name == step.item_name and step.for_each:
            yield f"the loop variable {name!r} exists only in with and expect"
        elif step is not None and step.for_each and name in ("item", step.item_name):
            yield f"unknown name {name!r}: this step calls its loop variable {step.item_name!r}"
        else:
            known = sorted(scope.names - set(_ENV.globals) - {"omit"})
            yield f"unknown name {name!r}{suggest(name, known)}"
    seen: set[str] = set()
    for chain in _chains(tree):
        message = _chain_problem(chain, scope, outputs)
        if message and message not in seen:
            seen.add(message)
            yield message


def _chains(tree: nodes.Node) -> Iterator[tuple[str, ...]]:
    """`steps.a.outputs.b` and `steps['a']` as name chains, longest first per base."""
    for node in tree.find_all((nodes.Getattr, nodes.Getitem)):
        parts: list[str] = []
        current: nodes.Node = node
        while True:
            if isinstance(current, nodes.Getattr):
                parts.append(current.attr)
                current = current.node
            elif isinstance(current, nodes.Getitem) and isinstance(current.arg, nodes.Const):
                key = current.arg.value
                if not isinstance(key, str):
                    parts = []
                    current = current.node
                    continue
                parts.append(key)
                current = current.node
            else:
                break
        if isinstance(current, nodes.Name) and current.name in ("steps", "inputs") and parts:
            yield (current.name, *reversed(parts))


def _chain_problem(
    chain: tuple[str, ...], scope: _Scope, outputs: Mapping[str, frozenset[str] | None]
) -> str | None:
    base, name, *rest = chain
    if base == "inputs":
        return None  # input names are checked by the loader, with their own hints
    if name in scope.later:
        return f"refers to step {name!r}, which has not run yet at this point"
    if name not in scope.steps:
        return f"unknown step {name!r}{suggest(name, list(scope.steps))}"
    if not rest:
        return None
    if rest[0] not in _STEP_FIELDS:
        return f"steps.{name} has {' and '.join(_STEP_FIELDS)}, not {rest[0]!r}"
    declared = outputs.get(name)
    if rest[0] == "outputs" and len(rest) > 1 and declared is not None and rest[1] not in declared:
        hint = suggest(rest[1], sorted(declared))
        return f"step {name!r} declares no output {rest[1]!r}{hint}"
    return None


# --- resume -----------------------------------------------------------------------------------


def changed_inputs(
    recipe: Recipe, journal_inputs: Mapping[str, Any], given: Mapping[str, Any]
) -> list[str]:
    """Names of the inputs given again for a resume whose values differ from the journal's.

    Secret inputs are not kept in the journal (they must be given again), so they cannot be
    compared and are left out.
    """
    from callbridge.recipe.inputs import coerce

    changed = []
    for name, raw in given.items():
        spec = recipe.inputs.get(name)
        if spec is None or spec.secret or raw is None:
            continue  # None: not given (a form's empty field), the journal's value stands
        value = coerce(name, spec, raw)
        before = journal_inputs.get(name)
        if _canonical(value) != _canonical(before):
            changed.append(name)
    return changed


def inputs_used(step: Step) -> frozenset[str] | None:
    """The input names any expression of `step` reads; None when one reads `inputs` whole
    (`inputs | tojson`, `inputs[name]`), so that every input counts as read."""
    from pydantic import BaseModel

    for_each = step.for_each.model_dump() if isinstance(step.for_each, BaseModel) else step.for_each
    parts = [
        step.if_,
        for_each,
        step.with_,
        step.outputs,
        [e.model_dump() for e in step.expectations],
    ]
    used: set[str] = set()
    for value in parts:
        for _, text in _expressions(value, ()):
            try:
                tree = _ENV.parse(text)
            except TemplateSyntaxError:
                continue
            named = [n for n in tree.find_all(nodes.Name) if n.name == "inputs"]
            direct = [
                _input_name(node)
                for node in tree.find_all((nodes.Getattr, nodes.Getitem))
                if isinstance(node, nodes.Getattr | nodes.Getitem)
                and isinstance(node.node, nodes.Name)
                and node.node.name == "inputs"
            ]
            if len(direct) < len(named) or None in direct:
                return None
            used.update(name for name in direct if name is not None)
    return frozenset(used)


def _input_name(node: nodes.Getattr | nodes.Getitem) -> str | None:
    if isinstance(node, nodes.Getattr):
        return node.attr
    if isinstance(node.arg, nodes.Const) and isinstance(node.arg.value, str):
        return node.arg.value
    return None


def refuse_changes_used(recipe: Recipe, state: JournalState, changed: list[str]) -> None:
    """Refuse changed inputs that a step which already ran read.

    A resume takes back the results of every finished step (and item) instead of running it
    again, so a new value of an input such a step read would be mixed with results computed
    from the old one: a contact resolved from the old phone deleted under the new mode.
    """
    from callbridge.recipe.errors import JournalError

    ran = [
        step
        for step in recipe.steps
        if (step.id in state.steps and state.steps[step.id].done)
        or (step.id in state.finished and state.finished[step.id].count > 0)
        or state.started_to.get(step.id, 0) > 0
    ]
    problems = []
    for name in changed:
        users = [step.id for step in ran if (used := inputs_used(step)) is None or name in used]
        if users:
            problems.append(f"{name} (read by {', '.join(users)})")
    if problems:
        raise JournalError(
            f"run {state.run_id} cannot take new values of {'; '.join(problems)}: "
            "those steps already ran with the old values, and a resume keeps their results "
            "instead of running them again. Start a new run with the new values "
            f"(migrate run {recipe.name if recipe.builtin else recipe.source} -i ...)"
        )


def _canonical(value: Any) -> str:
    """The value with scalars as text: `1,2` typed as a list gives ["1", "2"], the JSON
    `[1, 2]` gives [1, 2]; both name the same ids."""

    def text(item: Any) -> Any:
        if isinstance(item, dict):
            return {str(k): text(v) for k, v in item.items()}
        if isinstance(item, list | tuple):
            return [text(v) for v in item]
        return None if item is None else str(item)

    return json.dumps(text(value), sort_keys=True)


# --- what the key can do ---------------------------------------------------------------------


def key_warnings(recipe: Recipe, inputs: Mapping[str, Any], credential: Credential) -> list[str]:
    """What the key behind `credential` cannot do of this recipe, said before it runs: scopes
    a step needs and the key lacks, owners the key may not assign."""
    from callbridge.recipe.actions import get_action

    held = {str(scope) for scope in credential.scopes}
    out = []
    for step in recipe.steps:
        action = get_action(step.action)
        missing = [s for s in (action.scopes if action else ()) if s not in held]
        if missing:
            out.append(
                f"step {step.id} ({step.action}) needs {', '.join(missing)}, which this key "
                "lacks: the service will answer 403 insufficient_scope"
            )
    owner = inputs.get("owner_id")
    if isinstance(owner, str) and owner:
        allowed: list[str] = []
        if credential.kind == "personal" and credential.owner_id:
            allowed = [credential.owner_id]
        elif credential.allowed_user_ids:
            allowed = list(credential.allowed_user_ids)
        if allowed and owner not in allowed:
            out.append(
                f"owner_id {owner!r} is not an owner this {credential.kind} key may assign "
                f"({', '.join(allowed)}): the service will answer 403 invalid_owner"
            )
    return out
