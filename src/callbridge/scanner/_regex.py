"""A rule's regular expression, compiled on first use.

Compiling the whole rule pack costs a scan about 15 ms in each process that classifies
files (the parent and every worker), and a typical tree wakes a third of the rules. So the
built-in pack's patterns are kept as text, their facts (`_literals.text_facts`) are read
from the text, and each is compiled the first time it is searched. A worker receives them
pickled as text. Rule files given with `--rules` are compiled when loaded, so a bad pattern
is reported before the scan starts; the built-in pack is compiled whole by its tests.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Mapping
from typing import Any


class Regex:
    """What the scanner uses of a `re.Pattern[str]`, compiled when first needed."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0, *, compile_now: bool = False) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None
        if compile_now:
            self._compiled = re.compile(pattern, flags)  # re.error for a bad pattern

    def __reduce__(self) -> tuple[Any, ...]:
        return (Regex, (self.pattern, self.flags))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Regex):
            return NotImplemented
        return (self.pattern, self.flags) == (other.pattern, other.flags)

    def __hash__(self) -> int:
        return hash((self.pattern, self.flags))

    def __repr__(self) -> str:
        return f"Regex({self.pattern!r}, {self.flags})"

    @property
    def compiled(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.pattern, self.flags)
        return compiled

    @property
    def groupindex(self) -> Mapping[str, int]:
        return self.compiled.groupindex

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos)
