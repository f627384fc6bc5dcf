"""The recipe format as pydantic models: the single source of validation and of the JSON Schema.

The shipped `recipe.schema.json` is generated from these models (`migrate recipe schema`), so
editors that read the `yaml-language-server` comment and the engine agree on what is valid.
"""

from __future__ import annotations

import json
import re
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator, model_validator

# Identifiers are used as attribute names inside expressions (`steps.create_list.outputs`),
# so they are restricted to what jinja2 can address with a dot, and kept short enough that an
# idempotency key `cb.<run id>.<step id>.<item>` stays within the spec's 200 characters.
IDENTIFIER = r"^[A-Za-z][A-Za-z0-9_]{0,63}$"
RECIPE_NAME = r"^[a-z0-9][a-z0-9._-]{0,99}$"

# What an `if`, `for_each` or value may hold: an expression string or a literal.
Expression = str


class InputType(StrEnum):
    STRING = "string"
    INTEGER = "integer"
    NUMBER = "number"
    BOOLEAN = "boolean"
    PATH = "path"
    LIST = "list"
    OBJECT = "object"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True, frozen=True)


class InputSpec(_Strict):
    """One input of a recipe, given with `--input name=value`, an inputs file or the TUI."""

    type: InputType = Field(default=InputType.STRING, description="Type the value is parsed to.")
    required: bool = Field(default=False, description="The run refuses to start without it.")
    default: Any = Field(default=None, description="Value used when the input is not given.")
    description: str | None = Field(default=None, description="Shown by `recipe show` and the TUI.")
    pattern: str | None = Field(
        default=None, description="Regular expression the whole value (as text) must match."
    )
    secret: bool = Field(
        default=False, description="Masked in the terminal, the JSON output and the journal."
    )


class Expectation(_Strict):
    """A condition with the message shown when it does not hold."""

    that: Expression = Field(description="Expression over `result` that must be true.")
    message: str = Field(description="Shown when it is false; may hold expressions.")


def _action_names_schema(schema: dict[str, Any]) -> None:
    from callbridge.recipe.actions import action_names

    schema["enum"] = action_names()


# Bounds of `concurrency`: a fixed number, or the most `auto` may grow to when no run-level
# cap (`--concurrency`) is given. Past a few dozen requests in flight a single client gains
# nothing and a rate-limited service only answers more 429s.
MAX_CONCURRENCY = 64
AUTO_CONCURRENCY = 16


class ItemSource(_Strict):
    """Items read in pages while the step runs, instead of a list held in memory.

    Exactly one of the fields is set; each may be an expression. Memory stays bounded
    whatever the count: a file is read line by line, the service in pages of 200.
    """

    file: Expression | None = Field(
        default=None,
        description=(
            "A CSV file (each row an object keyed by the header) or a JSON-lines file "
            "(`.jsonl`/`.ndjson`: each line a JSON value)."
        ),
    )
    list_contacts: Expression | int | None = Field(
        default=None, description="Every contact of this list, read a page at a time."
    )
    changes: Expression | None = Field(
        default=None,
        description='The change feed after this cursor ("0": from the start) until it has no more.',
    )

    @model_validator(mode="after")
    def _exactly_one(self) -> ItemSource:
        given = [name for name in ("file", "list_contacts", "changes") if getattr(self, name)]
        if len(given) != 1:
            raise ValueError("for_each reads exactly one of `file`, `list_contacts`, `changes`")
        return self


class Step(_Strict):
    """One step: an action called once, or once per item of `for_each`."""

    id: str = Field(pattern=IDENTIFIER, description="Unique step id, used as `steps.<id>`.")
    action: str = Field(
        description="The action to call (see `migrate recipe list`).",
        json_schema_extra=_action_names_schema,
    )
    with_: dict[str, Any] = Field(
        default_factory=dict, alias="with", description="Arguments; values may be expressions."
    )
    if_: Expression | bool | None = Field(
        default=None, alias="if", description="The step runs only when this is true."
    )
    for_each: Expression | list[Any] | ItemSource | None = Field(
        default=None,
        description=(
            "Run the action once per item of this list, or of items read in pages "
            "(`{file: ...}`, `{list_contacts: ...}`, `{changes: ...}`)."
        ),
    )
    concurrency: int | Literal["auto"] = Field(
        default=1,
        description=(
            f"Items of `for_each` in flight at once: 1 to {MAX_CONCURRENCY}, or `auto` "
            f"(adapts to the service's rate limit, up to {AUTO_CONCURRENCY} or --concurrency)."
        ),
    )
    as_: str | None = Field(
        default=None,
        alias="as",
        pattern=IDENTIFIER,
        description="Name of the current item inside expressions (default `item`).",
    )
    outputs: dict[str, Any] | None = Field(
        default=None,
        description=(
            "Named expressions over `result`. Without it the outputs are the result's fields "
            "(a for_each step: the list of its items' results)."
        ),
    )
    expect: Expression | list[Expression | Expectation] | None = Field(
        default=None,
        description=(
            "Conditions over `result` that must hold, else the step fails: expressions, or "
            "{that, message} pairs. Checked on every call (each item of a for_each)."
        ),
    )
    on_error: Literal["fail", "continue"] = Field(
        default="fail", description="`continue` lets the run go on after this step fails."
    )
    confirm: bool = Field(
        default=False, description="Ask for confirmation even for a non-destructive step."
    )
    description: str | None = None

    @property
    def item_name(self) -> str:
        return self.as_ or "item"

    @property
    def expectations(self) -> list[Expectation]:
        if self.expect is None:
            return []
        items = [self.expect] if isinstance(self.expect, str) else self.expect
        return [
            e if isinstance(e, Expectation) else Expectation(that=e, message=f"expected {e}")
            for e in items
        ]

    @property
    def streamed(self) -> bool:
        """Items come in pages: results are counted, not kept (see `ItemSource`)."""
        return isinstance(self.for_each, ItemSource)

    @model_validator(mode="after")
    def _as_needs_for_each(self) -> Step:
        if self.as_ is not None and self.for_each is None:
            raise ValueError("`as` names the item of `for_each`; this step has no `for_each`")
        if self.concurrency != 1 and self.for_each is None:
            raise ValueError("`concurrency` runs items of `for_each` at once; this step has none")
        if isinstance(self.concurrency, int) and not 1 <= self.concurrency <= MAX_CONCURRENCY:
            raise ValueError(f"`concurrency` must be 1 to {MAX_CONCURRENCY}, or auto")
        return self


class Recipe(_Strict):
    """A recipe file: inputs, ordered steps and outputs."""

    model_config = ConfigDict(
        extra="forbid",
        populate_by_name=True,
        frozen=True,
        json_schema_extra={"title": "callbridge recipe"},
    )

    recipe: Literal[1] = Field(description="Format version of the recipe file.")
    name: str = Field(pattern=RECIPE_NAME, description="Short name, used in journals and lists.")
    description: str = Field(description="What the recipe does, in a sentence or two.")
    inputs: dict[str, InputSpec] = Field(default_factory=dict)
    steps: list[Step] = Field(min_length=1)
    outputs: dict[str, Any] = Field(default_factory=dict)

    # Where the recipe was read from: errors name it, and a journal records it for --resume.
    _source: str = PrivateAttr(default="<recipe>")
    _digest: str = PrivateAttr(default="")
    _builtin: bool = PrivateAttr(default=False)

    @property
    def source(self) -> str:
        return self._source

    @property
    def digest(self) -> str:
        """SHA-256 of the recipe text; a run resumes only with the text it started with."""
        return self._digest

    @property
    def builtin(self) -> bool:
        return self._builtin

    @field_validator("inputs")
    @classmethod
    def _input_names(cls, value: dict[str, InputSpec]) -> dict[str, InputSpec]:
        for name in value:
            if not re.fullmatch(IDENTIFIER, name):
                raise ValueError(f"input name {name!r} must match {IDENTIFIER}")
        return value

    @model_validator(mode="after")
    def _unique_step_ids(self) -> Recipe:
        seen: set[str] = set()
        for step in self.steps:
            if step.id in seen:
                raise ValueError(f"step id {step.id!r} is used twice")
            seen.add(step.id)
        return self

    def step(self, step_id: str) -> Step:
        for step in self.steps:
            if step.id == step_id:
                return step
        raise KeyError(step_id)


def _with_rules() -> list[dict[str, Any]]:
    """Per action, the parameter names its `with` accepts and requires.

    Only names are constrained: any value may be an expression that yields the right type
    at run time, which a static schema cannot check.
    """
    from callbridge.recipe.actions import action_names, get_action

    rules: list[dict[str, Any]] = []
    for name in action_names():
        action = get_action(name)
        assert action is not None
        properties: dict[str, Any] = {}
        required: list[str] = []
        for field_name, info in action.params.model_fields.items():
            key = info.alias or field_name
            properties[key] = {"description": info.description} if info.description else {}
            if info.is_required():
                required.append(key)
        with_schema: dict[str, Any] = {
            "type": "object",
            "properties": properties,
            "additionalProperties": False,
        }
        then: dict[str, Any] = {"properties": {"with": with_schema}}
        if required:
            with_schema["required"] = required
            then["required"] = ["with"]
        rules.append(
            {
                "if": {"properties": {"action": {"const": name}}, "required": ["action"]},
                "then": then,
            }
        )
    return rules


def json_schema() -> dict[str, Any]:
    """The JSON Schema of the format, as shipped in `recipe.schema.json`."""
    schema = Recipe.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$defs"]["Step"]["allOf"] = _with_rules()
    return schema


def json_schema_text() -> str:
    return json.dumps(json_schema(), indent=2, sort_keys=True) + "\n"
