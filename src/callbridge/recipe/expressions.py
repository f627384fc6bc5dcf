"""Recipe expressions: sandboxed jinja2 with strict undefined names.

A value that is exactly one `{{ ... }}` keeps the type of what it evaluates to (a list stays
a list, an integer an integer); anything else renders to a string. The sandbox stops a recipe
from reaching Python internals, and strict undefined turns a misspelt name into an error
instead of an empty string that would silently write wrong data.

The environment is jinja2's immutable sandbox (an expression cannot change the run's own
context), made bounded in cost as well (`recipe/bounded.py` holds it and its figures): every loop
step, call, attribute, item and operator checks the evaluation's deadline; `*`, `**`, `%`,
`+`, `range`, `lipsum` and the growing filters and string methods refuse results beyond the
size caps before building them; and the text a template renders is counted as it is joined.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache
from typing import Any

from jinja2 import StrictUndefined, TemplateError, Undefined, UndefinedError

from callbridge.recipe.bounded import BoundedEnvironment, LimitExceeded, evaluation_budget
from callbridge.recipe.errors import ExpressionError
from callbridge.recipe.schema import FOR_EACH_DEFAULT

_WHOLE = re.compile(r"^\s*\{\{(?P<expr>(?:(?!\{\{|\}\}).)*)\}\}\s*$", re.DOTALL)
_MARKERS = ("{{", "{%", "{#")
# `{{ name.field.sub }}` over plain dicts is by far the most common expression (every item of
# a for_each evaluates a few); it is looked up directly, and anything else, including a miss,
# goes through jinja2 for the exact semantics and error messages.
_DOTTED = re.compile(r"^\s*([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*)\s*$")
_MISS = object()


_ENV = BoundedEnvironment(undefined=StrictUndefined, autoescape=False)


@lru_cache(maxsize=4096)
def _compiled_expression(expr: str) -> Callable[..., Any]:
    return _ENV.compile_expression(expr, undefined_to_none=False)


@lru_cache(maxsize=4096)
def _compiled_template(text: str) -> Any:
    return _ENV.from_string(text)


def is_expression(value: Any) -> bool:
    return isinstance(value, str) and any(marker in value for marker in _MARKERS)


def syntax_error(text: str) -> str | None:
    """The syntax error of an expression string, or None when it compiles."""
    try:
        match = _WHOLE.match(text)
        if match:
            _compiled_expression(match["expr"])
        else:
            _compiled_template(text)
    except TemplateError as exc:
        return f"invalid expression {_short(text)}: {exc.message or exc}"
    except (MemoryError, RecursionError):
        return f"invalid expression {_short(text)}: nested too deeply"
    return None


class _Omit:
    """`omit`: a `with` argument that evaluates to it is left out, as if never written.

    Optional arguments differ from null ones (null clears a contact field), so a recipe needs
    a way to say "do not send this" from inside an expression: `{{ x.email | default(omit) }}`.
    """

    _instance: _Omit | None = None

    def __new__(cls) -> _Omit:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "omit"


OMIT = _Omit()


class PendingTracker:
    """Notes whether an evaluation touched a value that only a write would produce."""

    def __init__(self) -> None:
        self.touched = False


class Pending:
    """The output of a write a plan did not send: known by name only.

    Any use of it (attribute, item, comparison, text) yields another Pending and tells the
    tracker, so the planner can say "depends on a write" instead of failing.
    """

    __slots__ = ("_path", "_tracker")

    def __init__(self, path: str, tracker: PendingTracker) -> None:
        self._path = path
        self._tracker = tracker

    @property
    def path(self) -> str:
        return self._path

    def _child(self, suffix: str) -> Pending:
        self._tracker.touched = True
        return Pending(self._path + suffix, self._tracker)

    def __getattr__(self, name: str) -> Pending:
        if name.startswith("_") or name == "jinja_pass_arg":
            raise AttributeError(name)
        return self._child(f".{name}")

    def __getitem__(self, key: Any) -> Pending:
        return self._child(f"[{key!r}]")

    def __iter__(self) -> Iterator[Any]:
        self._tracker.touched = True
        return iter(())

    def __str__(self) -> str:
        self._tracker.touched = True
        return f"<{self._path}>"

    __repr__ = __str__

    def __bool__(self) -> bool:
        self._tracker.touched = True
        return True

    def _op(self, *_: Any) -> Pending:
        return self._child("")

    __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = _op  # type: ignore[assignment]
    __add__ = __radd__ = __sub__ = __mul__ = __mod__ = _op
    __hash__ = object.__hash__


def contains_pending(value: Any) -> bool:
    if isinstance(value, Pending):
        return True
    if isinstance(value, Mapping):
        return any(contains_pending(v) for v in value.values())
    if isinstance(value, list | tuple):
        return any(contains_pending(v) for v in value)
    return False


class Evaluator:
    """Evaluates the expressions of one recipe file, naming file, step and field on error."""

    def __init__(self, source: str, *, for_each_limit: int = FOR_EACH_DEFAULT) -> None:
        self.source = source
        self.for_each_limit = for_each_limit

    def evaluate(self, value: Any, context: Mapping[str, Any], *, step: str, field: str) -> Any:
        """Evaluate `value` (nested dicts and lists too) against `context`."""
        if isinstance(value, str):
            if not is_expression(value):
                return value
            result = self._one(value, context, step, field)
            if field == "for_each" and isinstance(result, list):
                self._check_items(len(result), step)
            return result
        if field == "for_each" and isinstance(value, list):
            self._check_items(len(value), step)
        if isinstance(value, Mapping):
            evaluated = {
                key: self.evaluate(item, context, step=step, field=f"{field}.{key}")
                for key, item in value.items()
            }
            return {key: item for key, item in evaluated.items() if item is not OMIT}
        if isinstance(value, list):
            return [
                self.evaluate(item, context, step=step, field=f"{field}[{index}]")
                for index, item in enumerate(value)
            ]
        return value

    def _check_items(self, count: int, step: str) -> None:
        if count > self.for_each_limit:
            raise ExpressionError(
                f"gives {count:,} items; the limit is {self.for_each_limit:,} "
                "(raise it with `limits: {for_each: N}` at the top of the recipe)",
                source=self.source,
                step=step,
                field="for_each",
            )

    def truth(self, value: Any, context: Mapping[str, Any], *, step: str, field: str) -> Any:
        """A condition's value: booleans as they are, strings "true"/"false" as booleans."""
        result = self.evaluate(value, context, step=step, field=field)
        if isinstance(result, str):
            lowered = result.strip().lower()
            if lowered in ("true", "false", ""):
                return lowered == "true"
        return result

    def _one(self, text: str, context: Mapping[str, Any], step: str, field: str) -> Any:
        try:
            match = _WHOLE.match(text)
            if match:
                found = _lookup(match["expr"], context)
                if found is not _MISS:
                    return found
                with evaluation_budget():
                    result = _compiled_expression(match["expr"])(omit=OMIT, **context)
                if isinstance(result, Undefined):
                    result._fail_with_undefined_error()
                return result
            with evaluation_budget():
                return _compiled_template(text).render(omit=OMIT, **context)
        except LimitExceeded as exc:
            message = f"{_short(text)} stopped: {exc.message}"
        except (MemoryError, RecursionError):
            message = f"{_short(text)} stopped: it needs more memory or depth than allowed"
        except UndefinedError as exc:
            message = f"{exc.message}{_available(context)}"
        except TemplateError as exc:
            message = f"invalid expression {text!r}: {exc.message or exc}"
        except (TypeError, ValueError, ArithmeticError, LookupError, RuntimeError) as exc:
            # RuntimeError: jinja2's own helpers refuse bad arguments with it (`cycler()`)
            message = f"{text!r} failed: {exc}"
        raise ExpressionError(message, source=self.source, step=step, field=field)


def _short(text: str) -> str:
    return repr(text if len(text) <= 80 else text[:77] + "...")


@lru_cache(maxsize=4096)
def _dotted(expr: str) -> tuple[str, ...] | None:
    match = _DOTTED.match(expr)
    return tuple(match[1].split(".")) if match else None


def _lookup(expr: str, context: Mapping[str, Any]) -> Any:
    """The value of a dotted name through plain dicts, or _MISS to let jinja2 decide."""
    parts = _dotted(expr)
    if parts is None or parts[0] in ("true", "false", "none", "True", "False", "None"):
        return _MISS
    value: Any = context
    for part in parts:
        if type(value) is not dict or part not in value:
            return _MISS
        value = value[part]
    if isinstance(value, Undefined | Pending):
        return _MISS
    return value


def _available(context: Mapping[str, Any]) -> str:
    names = []
    for key in ("inputs", "steps"):
        value = context.get(key)
        if isinstance(value, Mapping) and value:
            names.append(f"{key}: " + ", ".join(sorted(map(str, value))))
    extra = [k for k in context if k not in ("inputs", "steps", "run")]
    if extra:
        names.append("also: " + ", ".join(sorted(extra)))
    return f" (known {'; '.join(names)})" if names else ""
