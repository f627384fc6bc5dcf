"""Injected faults (control API `PUT /_sandbox/faults`): errors, lost answers and latency."""

from __future__ import annotations

import random
import re
import threading
from dataclasses import dataclass, field
from typing import Any


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

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "method": self.method,
            "path": self.path,
            "status": self.status,
            "probability": self.probability,
            "times": self.times,
            "afterCommit": self.after_commit,
            "latencyMs": self.latency_ms,
            "retryAfter": self.retry_after,
        }
        return {k: v for k, v in out.items() if v is not None}


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

    def pick(self, method: str, path: str) -> FaultRule | None:
        """The first rule that hits this request, consuming one of its `times`."""
        if not self.rules:
            return None
        with self._lock:
            for rule in self.rules:
                if rule.times is not None and rule.times <= 0:
                    continue
                if rule.method is not None and rule.method.upper() != method:
                    continue
                if rule._pattern is not None and rule._pattern.search(path) is None:
                    continue
                if rule.probability < 1 and self._random.random() >= rule.probability:
                    continue
                if rule.times is not None:
                    rule.times -= 1
                return rule
        return None
