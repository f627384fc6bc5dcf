"""The walkthrough's report: the scanner's own Markdown report of what is left, with the
session's story (found, done, ignored; recipes run; the webhook; the checklist) in its notes.

The findings handed to the template are the ones still open, so its "still talk v1"
headline and its to-do list are exactly what is left; what was done or ignored this session
is listed in the notes, so nothing found is dropped from the report.
"""

from __future__ import annotations

import dataclasses

from callbridge.tui.checklist import migration_checklist
from callbridge.tui.state import Mark, SessionState


class NoScanYet(Exception):
    """The report is built on a scan; there is none in this session."""


def session_notes(session: SessionState) -> list[str]:
    counts = session.counts()
    target = session.target or "no service"
    notes = [
        f"Walkthrough against {target}: {counts.found} found, {counts.done} done, "
        f"{counts.ignored} ignored, {counts.left} left (listed below)."
    ]
    for finding in session.findings:
        mark = session.mark_of(finding)
        if mark is not None:
            word = "done" if mark is Mark.DONE else "ignored"
            notes.append(f"- {word}: `{finding.path}:{finding.line}` `{finding.rule_id}`")
    for run in session.runs:
        error = f" ({run.last_error})" if run.last_error else ""
        notes.append(f"- recipe `{run.recipe}`: run `{run.run_id}` {run.status}{error}")
    hook = session.webhook
    if hook.subscription_id is not None:
        state = "active" if hook.active else "inactive"
        verified = "verified" if hook.verified else "not verified"
        notes.append(
            f"- webhook `{hook.name}` ({hook.subscription_id}): {state}, {verified}, "
            f"{hook.events_received} event(s) received"
        )
    for item in migration_checklist(session):
        notes.append(f"- [{'x' if item.done else ' '}] {item.label}")
    return notes


def render_session_report(session: SessionState) -> str:
    from callbridge.scanner.reporters import render_markdown

    if session.scan is None:
        raise NoScanYet("scan a folder first (F3): the report is built on its findings")
    left = dataclasses.replace(session.scan, findings=session.open_findings())
    return render_markdown(left, extra={"notes": session_notes(session)})
