"""Writing a plan: each changed file replaced atomically, only if it is still the file the
plan was made from; then the changed files are scanned again for what is left."""

from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from callbridge.fix._plan import FileFix, FixPlan
from callbridge.scanner import Finding, ScanResult


@dataclass
class ApplyResult:
    written: list[str] = field(default_factory=list)
    skipped: dict[str, str] = field(default_factory=dict)  # path -> why it was not written
    errors: list[str] = field(default_factory=list)
    remaining: list[Finding] = field(default_factory=list)  # findings left after the fixes


def _write(file_fix: FileFix) -> str | None:
    """Replace the file with its fixed bytes; the reason it was not, if not."""
    assert file_fix.src is not None and file_fix.after is not None
    path = file_fix.abspath
    try:
        current = path.read_bytes()
    except OSError as exc:
        return f"cannot read: {exc.strerror or exc}"
    if hashlib.sha256(current).hexdigest() != file_fix.src.digest:
        return "the file changed since the scan"
    data = file_fix.src.encode(file_fix.after)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".fix", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, path.stat().st_mode & 0o7777)  # noqa: PTH101 - on the open temp name
        Path(tmp).replace(path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        return f"cannot write: {exc.strerror or exc}"
    return None


def apply_plan(plan: FixPlan, result: ScanResult, *, rescan: bool = True) -> ApplyResult:
    """Write every changed file of `plan`; with `rescan`, scan the written files again and
    report what is left (the unchanged files' findings carried over from `result`)."""
    out = ApplyResult()
    for file_fix in plan.changed:
        problem = _write(file_fix)
        if problem is None:
            out.written.append(file_fix.path)
        elif problem.startswith("cannot"):
            out.errors.append(f"{file_fix.path}: {problem}")
        else:
            out.skipped[file_fix.path] = problem
    if not rescan:
        return out
    written = set(out.written)
    left = [f for f in result.findings if f.path not in written]
    if written:
        from callbridge.scanner import scan

        again = scan([plan.root / rel for rel in sorted(written)], rules=result.rules, jobs=1)
        for finding in again.findings:
            rel = os.path.relpath(again.root / finding.path, plan.root).replace(os.sep, "/")
            left.append(_moved(finding, rel))
        out.errors.extend(again.errors)
    left.sort(key=lambda f: (f.path, f.line, f.column, f.rule_id))
    out.remaining = left
    return out


def _moved(finding: Finding, rel: str) -> Finding:
    from dataclasses import replace

    return finding if finding.path == rel else replace(finding, path=rel)
