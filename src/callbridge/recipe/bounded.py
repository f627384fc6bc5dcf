"""A jinja2 sandbox bounded in time and memory, for expressions a recipe file brings.

jinja2's sandbox stops a template from reaching Python internals, not from costing a lot:
`'a' * 10**9`, nested `range(100000)` loops, `lipsum(n=10**6)` or a macro that doubles a
string forty times all get through it. A recipe is data a user may have been sent, so every
evaluation here is bounded:

- time: one deadline per evaluation (`EXPRESSION_SECONDS`), checked at every loop step,
  call, attribute and item access and intercepted operator;
- memory: no string longer than `MAX_TEXT` characters, no list longer than `MAX_ITEMS`
  items, no integer wider than `MAX_INT_BITS` bits; operators, calls and filters that would
  grow past them are refused *before* the result is built, and the text a template renders
  is counted as it is joined.

A refusal is a `LimitExceeded`, a jinja2 runtime error, so the evaluator reports it like any
other failed expression (file, step, field), never as a traceback.
"""

from __future__ import annotations

import operator
import re
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from functools import wraps
from typing import Any

from jinja2 import nodes
from jinja2.exceptions import TemplateRuntimeError
from jinja2.nodes import EvalContext
from jinja2.runtime import Context
from jinja2.sandbox import ImmutableSandboxedEnvironment
from jinja2.utils import generate_lorem_ipsum
from jinja2.visitor import NodeTransformer

EXPRESSION_SECONDS = 2.0
MAX_TEXT = 1_000_000
MAX_ITEMS = 100_000
MAX_INT_BITS = 4_096
MAX_LIPSUM_WORDS = 10_000

# A width or precision in a %-format or str.format spec: `%09999999d`, `{:>99999999}`.
_WIDE_SPEC = re.compile(r"\d{7,}")
_NESTED_SPEC = re.compile(r"\{[^{}]*\{")
_WIDTH_FILTERS = frozenset({"center", "indent", "batch", "slice", "wordwrap"})
_WIDTH_METHODS = frozenset({"ljust", "rjust", "center", "zfill", "expandtabs"})


class LimitExceeded(TemplateRuntimeError):
    """An expression went past one of the bounds above."""


class _Budget(threading.local):
    deadline = float("inf")


_BUDGET = _Budget()


class evaluation_budget:
    """The deadline for one evaluation; nested uses keep the outer, earlier deadline."""

    def __init__(self, seconds: float = EXPRESSION_SECONDS) -> None:
        self._seconds = seconds
        self._saved = float("inf")

    def __enter__(self) -> None:
        self._saved = _BUDGET.deadline
        _BUDGET.deadline = min(self._saved, time.monotonic() + self._seconds)

    def __exit__(self, *_: object) -> None:
        _BUDGET.deadline = self._saved


def tick() -> None:
    if time.monotonic() > _BUDGET.deadline:
        raise LimitExceeded(f"took longer than {EXPRESSION_SECONDS:g} s, the limit per expression")


def _size(value: Any) -> int:
    return len(value) if isinstance(value, str | bytes | list | tuple | dict | set) else 0


def check_size(value: Any) -> Any:
    """Refuse a value past the caps; return it unchanged otherwise."""
    if isinstance(value, str) and len(value) > MAX_TEXT:
        raise LimitExceeded(f"text of {len(value):,} characters; the limit is {MAX_TEXT:,}")
    if isinstance(value, list | tuple | dict | set) and len(value) > MAX_ITEMS:
        raise LimitExceeded(f"a collection of {len(value):,} items; the limit is {MAX_ITEMS:,}")
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > MAX_INT_BITS:
        raise LimitExceeded(f"an integer wider than {MAX_INT_BITS:,} bits")
    return value


def _check_args(args: Iterable[Any], *, widths: bool = False) -> None:
    """Refuse oversized arguments; with `widths`, also integers that size the result
    (`ljust`, `center`, `zfill`, `expandtabs`, `indent`, `batch`, `slice`, `*`-widths)."""
    for arg in args:
        check_size(arg)
        if widths and isinstance(arg, int) and not isinstance(arg, bool) and arg > MAX_TEXT:
            raise LimitExceeded(f"a width of {arg:,}; the limit is {MAX_TEXT:,}")


def _check_product(left: Any, right: Any) -> None:
    for seq, count in ((left, right), (right, left)):
        if (
            _size(seq)
            and isinstance(count, int)
            and _size(seq) * max(count, 0) > (MAX_TEXT if isinstance(seq, str) else MAX_ITEMS)
        ):
            raise LimitExceeded("repetition past the size limit")
    both_ints = isinstance(left, int) and isinstance(right, int)
    if both_ints and left.bit_length() + right.bit_length() > MAX_INT_BITS:
        raise LimitExceeded(f"an integer wider than {MAX_INT_BITS:,} bits")


def _check_power(left: Any, right: Any) -> None:
    if (
        isinstance(left, int)
        and isinstance(right, int)
        and right > 0
        and abs(left) > 1
        and left.bit_length() * right > MAX_INT_BITS
    ):
        raise LimitExceeded(f"an integer wider than {MAX_INT_BITS:,} bits")


def _check_format(spec: Any, args: Any) -> None:
    if not isinstance(spec, str):
        return
    if _WIDE_SPEC.search(spec):
        raise LimitExceeded("a format width or precision past the size limit")
    values = args.values() if isinstance(args, dict) else args
    _check_args(
        values if isinstance(values, Iterable) and not isinstance(values, str) else (values,),
        widths="*" in spec or _NESTED_SPEC.search(spec) is not None,
    )


def _check_replace(text: Any, old: Any, new: Any, count: Any = -1) -> None:
    if isinstance(text, str) and isinstance(old, str) and isinstance(new, str):
        hits = text.count(old) if old else len(text) + 1
        if isinstance(count, int) and count >= 0:
            hits = min(hits, count)
        if len(text) + hits * (len(new) - len(old)) > MAX_TEXT:
            raise LimitExceeded(f"a replacement past {MAX_TEXT:,} characters")


def _check_join(separator: Any, items: Any) -> None:
    if isinstance(items, list | tuple):
        total = sum(_size(item) for item in items) + _size(separator) * len(items)
        if total > MAX_TEXT:
            raise LimitExceeded(f"a join past {MAX_TEXT:,} characters")


def _binop(name: str, op: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    def guarded(left: Any, right: Any) -> Any:
        tick()
        if name == "*":
            _check_product(left, right)
        elif name == "**":
            _check_power(left, right)
        elif name == "%":
            _check_format(left, right)
        elif name == "+" and _size(left) + _size(right) > MAX_TEXT:
            raise LimitExceeded("a concatenation past the size limit")
        return check_size(op(left, right))

    return guarded


class _Range:
    """`range` with jinja2's 100,000-item cap whose iteration checks the deadline."""

    def __init__(self, *args: int) -> None:
        self._range = range(*args)
        if len(self._range) > MAX_ITEMS:
            raise LimitExceeded(f"range of {len(self._range):,} items; the limit is {MAX_ITEMS:,}")

    def __iter__(self) -> Iterator[int]:
        for value in self._range:
            tick()
            yield value

    def __len__(self) -> int:
        return len(self._range)

    def __repr__(self) -> str:
        return repr(self._range)


def _lipsum(n: int = 5, html: bool = True, min: int = 20, max: int = 100) -> str:
    if n * max > MAX_LIPSUM_WORDS or min > max:
        raise LimitExceeded(f"lipsum past {MAX_LIPSUM_WORDS:,} words")
    return str(generate_lorem_ipsum(n=n, html=html, min=min, max=max))


def _ticking(iterable: Any) -> Iterator[Any]:
    tick()
    for item in iterable:
        tick()
        yield item


def _guard_filter(name: str, func: Callable[..., Any]) -> Callable[..., Any]:
    @wraps(func)
    def guarded(*args: Any, **kwargs: Any) -> Any:
        tick()
        # pass_context / pass_eval_context filters get the context first
        first = 1 if args and isinstance(args[0], Context | EvalContext) else 0
        plain = list(args[first:])
        _check_args(plain, widths=name in _WIDTH_FILTERS)
        _check_args(kwargs.values(), widths=name in _WIDTH_FILTERS)
        if name == "replace" and len(plain) >= 3:
            _check_replace(*plain[:4])
        elif name == "join" and plain:
            if not isinstance(plain[0], str | list | tuple):
                plain[0] = list(_ticking(plain[0]))
            _check_join(plain[1] if len(plain) > 1 else kwargs.get("d", ""), plain[0])
            args = (*args[:first], *plain)
        elif name == "format" and plain:
            _check_format(plain[0], tuple(plain[1:]) or kwargs)
        return check_size(func(*args, **kwargs))

    return guarded


class _LoopTicks(NodeTransformer):
    """Wrap the iterable of every `{% for %}` so that each step checks the deadline."""

    def visit_For(self, node: nodes.For) -> nodes.Node:
        self.generic_visit(node)
        node.iter = nodes.Filter(node.iter, "_ticking", [], [], None, None, lineno=node.lineno)
        return node


def _bounded_concat(pieces: Iterable[str]) -> str:
    out: list[str] = []
    total = 0
    for piece in pieces:
        tick()
        total += len(piece)
        if total > MAX_TEXT:
            raise LimitExceeded(f"rendered text past {MAX_TEXT:,} characters")
        out.append(piece)
    return "".join(out)


class BoundedEnvironment(ImmutableSandboxedEnvironment):
    """The immutable sandbox with every cost bounded (see the module docstring)."""

    intercepted_binops = frozenset({"*", "**", "%", "+", "//", "/", "-"})

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.concat = _bounded_concat  # type: ignore[method-assign]
        self.globals["range"] = _Range
        self.globals["lipsum"] = _lipsum
        # the one mutable object jinja2 offers: with it a loop could double a string each step
        self.globals.pop("namespace", None)
        self.filters = {name: _guard_filter(name, f) for name, f in self.filters.items()}
        self.filters["_ticking"] = _ticking
        self.binop_table = {
            "*": _binop("*", operator.mul),
            "**": _binop("**", operator.pow),
            "%": _binop("%", operator.mod),
            "+": _binop("+", operator.add),
            "//": _binop("//", operator.floordiv),
            "/": _binop("/", operator.truediv),
            "-": _binop("-", operator.sub),
        }

    def _generate(self, source: nodes.Template, *args: Any, **kwargs: Any) -> str:
        return super()._generate(_LoopTicks().visit(source), *args, **kwargs)

    def getattr(self, obj: Any, attribute: str) -> Any:
        tick()
        return super().getattr(obj, attribute)

    def getitem(self, obj: Any, argument: Any) -> Any:
        tick()
        return super().getitem(obj, argument)

    def wrap_str_format(self, value: Any) -> Callable[..., str] | None:
        wrapped = super().wrap_str_format(value)
        if wrapped is None:
            return None
        spec = value.__self__

        def bounded(*args: Any, **kwargs: Any) -> str:
            _check_format(spec, args)
            _check_args(kwargs.values())
            return check_size(wrapped(*args, **kwargs))  # type: ignore[no-any-return]

        return bounded

    def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:
        tick()
        name = getattr(__obj, "__name__", "")
        owner = getattr(__obj, "__self__", None)
        widths = isinstance(owner, str) and name in _WIDTH_METHODS
        _check_args(args, widths=widths)
        _check_args(kwargs.values(), widths=widths)
        if isinstance(owner, str):
            if name == "replace":
                _check_replace(owner, *args)
            elif name == "join" and args:
                items = args[0] if isinstance(args[0], list | tuple) else list(_ticking(args[0]))
                _check_join(owner, items)
                args = (items, *args[1:])
        return check_size(super().call(__context, __obj, *args, **kwargs))
