"""The session state on its own (no Textual): marks survive a rescan only where they apply."""

from __future__ import annotations

import shutil
from pathlib import Path

from tui_support import LEGACY_APP

from callbridge.scanner import scan
from callbridge.tui.checklist import migration_checklist
from callbridge.tui.state import Mark, SessionState


def test_a_rescan_keeps_marks_of_findings_still_there_and_drops_fixed_ones(
    tmp_path: Path,
) -> None:
    project = tmp_path / "legacy_app"
    shutil.copytree(LEGACY_APP, project)
    session = SessionState()
    session.set_scan(project, scan([project]))
    acting = [f for f in session.findings if f.category == "acting-user-header"]
    in_python = next(f for f in acting if f.path.endswith(".py"))
    in_js = next(f for f in acting if f.path.endswith(".js"))
    session.mark(in_python, Mark.DONE)
    session.mark(in_js, Mark.IGNORED)
    assert not next(i for i in migration_checklist(session) if "Acting-user" in i.label).done

    client = project / "src" / "calls_client.py"
    client.write_text(client.read_text().replace('        "x-user-email": user_email,\n', ""))
    session.set_scan(project, scan([project]))

    assert in_python.fingerprint not in {f.fingerprint for f in session.findings}
    assert session.mark_of(in_js) is Mark.IGNORED
    assert session.marks == {session.key_of(in_js): Mark.IGNORED}
    counts = session.counts()
    assert (counts.found, counts.ignored, counts.left) == (
        len(session.findings),
        1,
        len(session.findings) - 1,
    )
    assert next(i for i in migration_checklist(session) if "Acting-user" in i.label).done
