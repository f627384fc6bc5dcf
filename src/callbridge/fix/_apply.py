"""Writing a plan: each changed file replaced atomically, only if it is still the file the
plan was made from; then the changed files are scanned again for what is left."""

# Plain os calls on str paths: a large tree writes thousands of files.
# ruff: noqa: PTH105, PTH108, PTH118, PTH119, PTH120, PTH123

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field

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
    path = str(file_fix.abspath)
    try:
        with open(path, "rb") as fh:
            current = fh.read()
            mode = os.fstat(fh.fileno()).st_mode & 0o7777
    except OSError as exc:
        return f"cannot read: {exc.strerror or exc}"
    if current != file_fix.src.data:
        return "the file changed since the scan"
    data = file_fix.src.encode(file_fix.after)
    # Written beside the file, then renamed over it: a reader never sees half a file.
    tmp = os.path.join(os.path.dirname(path), f".{os.path.basename(path)}.callbridge-fix")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
        try:
            os.write(fd, data)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except FileExistsError:
        return f"cannot write: {tmp} exists (left by an interrupted run?)"
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
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
