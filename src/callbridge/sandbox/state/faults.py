"""Injected faults (control API `PUT /_sandbox/faults`): errors, lost answers and latency."""

from __future__ import annotations

import random
import re
import threading
from dataclasses import dataclass, field


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
