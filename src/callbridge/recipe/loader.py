"""Reading recipe files: YAML with positions, schema validation, and checks the schema cannot do.

A recipe author should never see a traceback. Every problem is reported with the file and,
where the YAML gives one, the line and column; schema problems also give the path of the
offending field. Unknown action, parameter, input and step names get "did you mean" hints.

A recipe may come from anyone, so reading one is bounded before anything walks it: the text
is at most `MAX_RECIPE_BYTES`, the composed document at most `MAX_NODES` nodes counted with
every alias expanded (ten levels of `[*a, *a, ...]` would otherwise be billions) and
`MAX_DEPTH` levels deep (a 5,000-deep `[[[...]]]` would otherwise overflow the stack).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from callbridge._data import data_dir
from callbridge.recipe.actions import action_names, get_action, suggest
from callbridge.recipe.errors import Problem, RecipeFormatError
from callbridge.recipe.expressions import is_expression, syntax_error
from callbridge.recipe.schema import InputSpec, Recipe, Step

Location = tuple[str | int, ...]

MAX_RECIPE_BYTES = 1_000_000
MAX_NODES = 100_000
MAX_DEPTH = 64

_REFERENCE = re.compile(r"(?<![\w.])(inputs|steps)\.([A-Za-z_][A-Za-z0-9_]*)")


# --- built-in recipes ---------------------------------------------------------------------


def _builtin_dir() -> Any:
    return data_dir("recipes")


def list_builtin() -> list[tuple[str, str]]:
    """(name, description) of every built-in recipe, sorted by name."""
    out = []
    for entry in sorted(_builtin_dir().iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".yaml"):
            data = yaml.safe_load(entry.read_text(encoding="utf-8"))
            out.append((entry.name[: -len(".yaml")], str(data.get("description", "")).strip()))
    return out


def builtin_text(name: str) -> str:
    entry = _builtin_dir().joinpath(f"{name}.yaml")
    if not entry.is_file():
        names = [n for n, _ in list_builtin()]
        raise RecipeFormatError(
            name, [Problem(f"no such recipe file or built-in recipe{suggest(name, names)}")]
        )
    return str(entry.read_text(encoding="utf-8"))


def load_recipe(path_or_name: str | Path) -> Recipe:
    """Load a recipe file, or a built-in recipe by name; raise RecipeFormatError if invalid."""
    path = Path(path_or_name)
    if path.is_file():
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise RecipeFormatError(str(path), [Problem(f"cannot read the file: {exc}")]) from None
        return parse(text, str(path))
    problem = Problem("is a directory, not a recipe file" if path.is_dir() else "no such file")
    if path.suffix in (".yaml", ".yml") or "/" in str(path_or_name):
        raise RecipeFormatError(str(path), [problem])
    try:
        text = builtin_text(str(path_or_name))
    except RecipeFormatError:
        if path.is_dir():
            raise RecipeFormatError(str(path), [problem]) from None
        raise
    return parse(text, str(path_or_name), builtin=True)


def parse(text: str, source: str = "<recipe>", *, builtin: bool = False) -> Recipe:
    """Validate recipe text; every problem found is reported at once."""
    data, positions = _read_yaml(text, source)
    if not isinstance(data, dict):
        raise RecipeFormatError(source, [Problem("a recipe is a YAML mapping (name, steps, ...)")])
    try:
        recipe = Recipe.model_validate(data)
    except ValidationError as exc:
        raise RecipeFormatError(source, list(_schema_problems(exc, data, positions))) from None
    problems = list(_semantic_problems(recipe, positions))
    if problems:
        raise RecipeFormatError(source, problems)
    recipe._source = source
    recipe._digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    recipe._builtin = builtin
    return recipe


# --- YAML with positions ------------------------------------------------------------------


class _TooBig(yaml.MarkedYAMLError):
    """The document is past one of the bounds; reported like any YAML error, with its line."""


class _BoundedLoader(yaml.SafeLoader):
    """SafeLoader that refuses a document nested deeper than MAX_DEPTH while composing it."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise _TooBig(
                    problem=f"nested deeper than {MAX_DEPTH} levels, the limit for a recipe",
                    problem_mark=self.peek_event().start_mark,  # type: ignore[no-untyped-call]
                )
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def _check_size(root: yaml.Node) -> None:
    """Count the nodes of the document as a walk would see them, aliases expanded, without
    expanding them: each node's expanded size is computed once from its children's."""
    sizes: dict[int, int] = {}
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        if id(node) in sizes:
            continue
        children: list[yaml.Node] = []
        if isinstance(node, yaml.MappingNode):
            children = [part for pair in node.value for part in pair]
        elif isinstance(node, yaml.SequenceNode):
            children = list(node.value)
        if children_done or not children:
            size = 1 + sum(sizes[id(child)] for child in children)
            if size > MAX_NODES:
                raise _TooBig(
                    problem=f"expands to more than {MAX_NODES:,} values (counting every alias "
                    "use), the limit for a recipe",
                    problem_mark=node.start_mark,
                )
            sizes[id(node)] = size
            continue
        stack.append((node, True))
        stack.extend((child, False) for child in children if id(child) not in sizes)


def _read_yaml(text: str, source: str) -> tuple[Any, dict[Location, tuple[int, int]]]:
    if len(text.encode("utf-8", "surrogatepass")) > MAX_RECIPE_BYTES:
        raise RecipeFormatError(
            source, [Problem(f"larger than {MAX_RECIPE_BYTES:,} bytes, the limit for a recipe")]
        )
    try:
        loader = _BoundedLoader(text)
        try:
            node = loader.get_single_node()
            if node is not None:
                _check_size(node)
            data = loader.construct_document(node) if node is not None else None
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        message = str(exc.problem or exc.context or "invalid YAML")
        line = mark.line + 1 if mark else None
        column = mark.column + 1 if mark else None
        raise RecipeFormatError(source, [Problem(message, line=line, column=column)]) from None
    except yaml.YAMLError as exc:
        raise RecipeFormatError(source, [Problem(f"invalid YAML: {exc}")]) from None
    except (RecursionError, MemoryError):
        raise RecipeFormatError(
            source, [Problem("too large or too deeply nested to read")]
        ) from None
    positions: dict[Location, tuple[int, int]] = {}
    duplicates: list[Problem] = []
    if node is not None:
        _walk(node, (), positions, duplicates)
    if duplicates:
        raise RecipeFormatError(source, duplicates)
    return data, positions


def _walk(
    node: yaml.Node,
    loc: Location,
    positions: dict[Location, tuple[int, int]],
    duplicates: list[Problem],
) -> None:
    positions.setdefault(loc, (node.start_mark.line + 1, node.start_mark.column + 1))
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = str(key_node.value)
            where = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            if key in seen:
                duplicates.append(Problem(f"key {key!r} appears twice", _path((*loc, key)), *where))
            seen.add(key)
            positions[(*loc, key)] = where
            _walk(value_node, (*loc, key), positions, duplicates)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _walk(item, (*loc, index), positions, duplicates)


def _path(loc: Location) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _position(
    loc: Location, positions: dict[Location, tuple[int, int]]
) -> tuple[int | None, int | None]:
    for end in range(len(loc), -1, -1):
        found = positions.get(loc[:end])
        if found:
            return found
    return None, None


# --- schema problems ----------------------------------------------------------------------


def _model_at(loc: Location) -> type[BaseModel] | None:
    if len(loc) == 1:
        return Recipe
    if len(loc) == 3 and loc[0] == "steps":
        return Step
    if len(loc) == 3 and loc[0] == "inputs":
        return InputSpec
    return None


def _field_names(model: type[BaseModel]) -> list[str]:
    return [info.alias or name for name, info in model.model_fields.items()]


_KINDS = {"str": "text (or an expression)", "bool": "true or false", "int": "an integer"}


def _in_data(loc: Location, data: Any, keyed: bool) -> tuple[Location, Location]:
    """Split a pydantic location into the part that exists in the YAML and the union tags
    pydantic appends when every member of a union failed."""
    value = data
    for index, part in enumerate(loc):
        present = (isinstance(value, dict) and part in value) or (
            isinstance(value, list) and isinstance(part, int) and part < len(value)
        )
        if present:
            value = value[part]
        elif keyed and index == len(loc) - 1:
            return loc, ()  # a missing or an unknown key: the key itself is the path
        else:
            return loc[:index], loc[index:]
    return loc, ()


def _schema_problems(
    exc: ValidationError, data: dict[str, Any], positions: dict[Location, tuple[int, int]]
) -> Iterator[Problem]:
    unions: dict[Location, list[str]] = {}
    for error in exc.errors():
        raw: Location = tuple(
            part
            for part in error["loc"]
            if not isinstance(part, str) or not part.startswith("function-")
        )
        loc, tags = _in_data(raw, data, error["type"] in ("missing", "extra_forbidden"))
        if tags and error["type"] in (
            "string_type",
            "bool_type",
            "list_type",
            "int_type",
            "model_type",
            "dict_type",
        ):
            tag = str(tags[0])
            kind = _KINDS.get(tag, "a list" if tag.startswith("list") else tag)
            unions.setdefault(loc, []).append(kind)
            continue
        message = error["msg"]
        if error["type"] == "extra_forbidden" and loc:
            model = _model_at(loc)
            hint = suggest(str(loc[-1]), _field_names(model)) if model else ""
            message = f"unknown field {loc[-1]!r}{hint}"
        elif error["type"] == "missing":
            message = f"required field {loc[-1]!r} is missing" if loc else message
        elif error["type"] == "literal_error" and loc == ("recipe",):
            message = "this engine reads format version 1 (`recipe: 1`)"
        line, column = _position(loc, positions)
        yield Problem(message, _step_path(loc, data), line, column)
    for loc, kinds in unions.items():
        line, column = _position(loc, positions)
        yield Problem(
            f"expected {' or '.join(dict.fromkeys(kinds))}", _step_path(loc, data), line, column
        )


def _step_path(loc: Location, data: dict[str, Any]) -> str:
    path = _path(loc)
    if len(loc) >= 2 and loc[0] == "steps" and isinstance(loc[1], int):
        steps = data.get("steps")
        if isinstance(steps, list) and loc[1] < len(steps) and isinstance(steps[loc[1]], dict):
            step_id = steps[loc[1]].get("id")
            if step_id:
                path = path.replace(f"steps[{loc[1]}]", f"steps[{loc[1]}] ({step_id})", 1)
    return path


# --- checks beyond the schema -------------------------------------------------------------


def _expressions(value: Any, loc: Location) -> Iterator[tuple[Location, str]]:
    if isinstance(value, str):
        if is_expression(value):
            yield loc, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _expressions(item, (*loc, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _expressions(item, (*loc, index))


def _semantic_problems(
    recipe: Recipe, positions: dict[Location, tuple[int, int]]
) -> Iterator[Problem]:
    names = action_names()
    step_ids = [step.id for step in recipe.steps]
    input_names = list(recipe.inputs)

    def problem(message: str, loc: Location, label: str) -> Problem:
        line, column = _position(loc, positions)
        return Problem(message, label, line, column)

    for index, step in enumerate(recipe.steps):
        base: Location = ("steps", index)
        label = f"steps[{index}] ({step.id})"
        action = get_action(step.action)
        if action is None:
            yield problem(
                f"unknown action {step.action!r}{suggest(step.action, names)}",
                (*base, "action"),
                f"{label}.action",
            )
        else:
            fields = action.params.model_fields
            allowed = {info.alias or name for name, info in fields.items()}
            for key in step.with_:
                if key not in allowed:
                    yield problem(
                        f"{step.action} has no parameter {key!r}{suggest(key, sorted(allowed))}",
                        (*base, "with", key),
                        f"{label}.with.{key}",
                    )
            for name, info in fields.items():
                wire = info.alias or name
                if info.is_required() and wire not in step.with_:
                    yield problem(
                        f"{step.action} needs parameter {wire!r}", (*base, "with"), f"{label}.with"
                    )
        later = step_ids[index:]
        parts: dict[str, Any] = {
            "with": step.with_,
            "if": step.if_,
            "for_each": step.for_each,
            "outputs": step.outputs,
            "expect": [e.model_dump() for e in step.expectations],
        }
        for part, value in parts.items():
            for loc, text in _expressions(value, (*base, part)):
                field = _path(loc[2:])
                error = syntax_error(text)
                if error:
                    yield problem(error, loc, f"{label}.{field}")
                    continue
                for kind, name in _REFERENCE.findall(text):
                    known = input_names if kind == "inputs" else step_ids[:index]
                    if name in known:
                        continue
                    if kind == "steps" and name in later:
                        message = f"refers to step {name!r}, which has not run yet at this point"
                    else:
                        message = f"unknown {kind[:-1]} {name!r}{suggest(name, known)}"
                    yield problem(message, loc, f"{label}.{field}")
    for loc, text in _expressions(recipe.outputs, ("outputs",)):
        error = syntax_error(text)
        if error:
            yield problem(error, loc, _path(loc))
            continue
        for kind, name in _REFERENCE.findall(text):
            known = input_names if kind == "inputs" else step_ids
            if name not in known:
                yield problem(
                    f"unknown {kind[:-1]} {name!r}{suggest(name, known)}", loc, _path(loc)
                )
