"""The recipe engine: YAML workflows run safely against the v2 API through the client.

Library API shared by the CLI (`migrate run`, `migrate recipe ...`) and the TUI:
`load_recipe`, `list_builtin`, `resolve_inputs`, `plan` and `Runner` (driven step by step
with `next()`, or to the end with `run_to_end()`; `Runner.resume` continues a failed run).
"""

from __future__ import annotations

from callbridge.recipe.actions import Action, Effect, RenderedRequest, action_names, get_action
from callbridge.recipe.errors import (
    ExpressionError,
    InputError,
    JournalError,
    Problem,
    RecipeError,
    RecipeFormatError,
    StepError,
)
from callbridge.recipe.inputs import parse_assignments, read_inputs_file, resolve_inputs
from callbridge.recipe.journal import DEFAULT_JOURNAL_DIR
from callbridge.recipe.loader import builtin_text, list_builtin, load_recipe, parse
from callbridge.recipe.planner import Plan, PlannedCall, PlannedStep, plan
from callbridge.recipe.runner import (
    ConfirmRequest,
    RunEvent,
    Runner,
    RunResult,
    StepResult,
    idempotency_key,
)
from callbridge.recipe.schema import InputSpec, InputType, Recipe, Step, json_schema
from callbridge.recipe.scopes import required_scopes

__all__ = [
    "DEFAULT_JOURNAL_DIR",
    "Action",
    "ConfirmRequest",
    "Effect",
    "ExpressionError",
    "InputError",
    "InputSpec",
    "InputType",
    "JournalError",
    "Plan",
    "PlannedCall",
    "PlannedStep",
    "Problem",
    "Recipe",
    "RecipeError",
    "RecipeFormatError",
    "RenderedRequest",
    "RunEvent",
    "RunResult",
    "Runner",
    "Step",
    "StepError",
    "StepResult",
    "action_names",
    "builtin_text",
    "get_action",
    "idempotency_key",
    "json_schema",
    "list_builtin",
    "load_recipe",
    "parse",
    "parse_assignments",
    "plan",
    "read_inputs_file",
    "required_scopes",
    "resolve_inputs",
]
