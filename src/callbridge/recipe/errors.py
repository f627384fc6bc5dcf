"""The errors a recipe author or a run can meet, each able to say where it happened.

Every error a user can cause must end as a clear message and an exit code, never a traceback,
so each class carries what the CLI needs to say it: the file, the position or field path, and
for service errors the code and request id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


class RecipeError(Exception):
    """Base of every error the engine raises on purpose; the CLI maps it to an exit code."""

    exit_code = 2

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a recipe file: where it is and what is wrong."""

    message: str
    path: str = ""
    line: int | None = None
    column: int | None = None

    def render(self, source: str) -> str:
        where = source
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        parts = [where, self.path] if self.path else [where]
        return f"{': '.join(parts)}: {self.message}"


class RecipeFormatError(RecipeError):
    """The recipe file cannot be read, parsed or validated; lists every problem found."""

    def __init__(self, source: str, problems: list[Problem]) -> None:
        self.source = source
        self.problems = problems
        super().__init__("\n".join(p.render(source) for p in problems))


class ExpressionError(RecipeError):
    """An expression failed to compile or evaluate; names file, step and field."""

    def __init__(self, message: str, *, source: str = "", step: str = "", field: str = "") -> None:
        self.source = source
        self.step = step
        self.field = field
        self.detail = message
        where = [part for part in (source, f"step {step!r}" if step else "", field) if part]
        super().__init__(f"{', '.join(where)}: {message}" if where else message)


class InputError(RecipeError):
    """A recipe input is missing, unknown or of the wrong type; names the input."""

    def __init__(self, name: str, message: str) -> None:
        self.name = name
        super().__init__(f"input {name!r}: {message}")


class JournalError(RecipeError):
    """A run cannot be resumed: its journal is missing, unreadable or does not match."""


@dataclass
class StepError:
    """Why a step or one of its items failed, with the service's code and request id kept."""

    message: str
    code: str | None = None
    status: int | None = None
    request_id: str | None = None
    details: list[dict[str, str]] = field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"message": self.message}
        if self.code is not None:
            out["code"] = self.code
        if self.status is not None:
            out["status"] = self.status
        if self.request_id is not None:
            out["requestId"] = self.request_id
        if self.details:
            out["details"] = self.details
        return out


class ActionFailed(Exception):
    """Raised by an action for a failure that is not a service error (no match, bad file)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def file_problem(exc: OSError) -> str:
    """An operating-system error as `path: reason`, without the errno noise."""
    if isinstance(exc, FileExistsError) and exc.filename and not Path(exc.filename).is_dir():
        return f"{exc.filename} is a file, not a directory"
    reason = exc.strerror or str(exc)
    return f"{exc.filename}: {reason}" if exc.filename else reason
