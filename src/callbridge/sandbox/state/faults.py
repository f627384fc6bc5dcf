"""Injected faults (control API `PUT /_sandbox/faults`): errors, lost answers, latency, and
answers rewritten the way a changed service would answer (a field renamed or retyped)."""

from __future__ import annotations

import random
import re
import threading
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Rewrite:
    """Changes to a successful JSON answer. Keys are dotted paths (`name`, `data.0.id`):
    `rename` moves the value to a new member name in the same object, `set` replaces it."""

    rename: dict[str, str] = field(default_factory=dict)
    set: dict[str, Any] = field(default_factory=dict)

    def apply(self, body: Any) -> Any:
        for dotted, new_name in self.rename.items():
            parent, last = _walk(body, dotted)
            if isinstance(parent, dict) and last in parent:
                parent[new_name] = parent.pop(last)
        for dotted, value in self.set.items():
            parent, last = _walk(body, dotted)
            if isinstance(parent, dict):
                parent[last] = value
            elif isinstance(parent, list) and last.isdigit() and int(last) < len(parent):
                parent[int(last)] = value
        return body


def _walk(body: Any, dotted: str) -> tuple[Any, str]:
    """The container holding the last segment of `dotted`, and that segment."""
    *head, last = dotted.split(".")
    node = body
    for part in head:
        if isinstance(node, dict):
            node = node.get(part)
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return None, last
    return node, last


@dataclass
class FaultRule:
    method: str | None = None
    path: str | None = None
    status: int | None = None
    probability: float = 1.0
    times: int | None = None
    after_commit: bool = False
    latency_ms: int | None = None
    retry_after: int | None = None
    rewrite: Rewrite | None = None
    _pattern: re.Pattern[str] | None = field(default=None, repr=False)


class Faults:
    def __init__(self, seed: int | None = None) -> None:
        self.rules: list[FaultRule] = []
        self._lock = threading.Lock()
        self._random = random.Random(seed)

    def set(self, rules: list[FaultRule]) -> None:
        for rule in rules:
            rule._pattern = re.compile(rule.path) if rule.path is not None else None
        with self._lock:
            self.rules = rules

    def clear(self) -> None:
        with self._lock:
            self.rules = []

    def pick(self, method: str, path: str, relative: str) -> FaultRule | None:
        """The first rule that hits this request, consuming one of its `times`.

        A rule's `path` is searched in the full path (`/api/public/v2/lists`) and in the path
        relative to the v2 base (`/lists`), so `^/lists$` and `/api/public/v2/lists$` both
        name POST /lists (gap G29).
        """
        if not self.rules:
            return None
        with self._lock:
            for rule in self.rules:
                if rule.times is not None and rule.times <= 0:
                    continue
                if rule.method is not None and rule.method.upper() != method:
                    continue
                pattern = rule._pattern
                if pattern is not None and not (pattern.search(path) or pattern.search(relative)):
                    continue
                if rule.probability < 1 and self._random.random() >= rule.probability:
                    continue
                if rule.times is not None:
                    rule.times -= 1
                return rule
        return None
