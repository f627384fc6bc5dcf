"""Everything written under .callbridge/ is private (0600 files, 0700 folders), whatever the
umask: the sandbox database and key, journals, the secret file, ledgers, results, caches."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from callbridge._private import open_private, private_dir, private_file, write_private_text

HOOK = "5b0c7a8e-1d2f-4a3b-9c8d-7e6f5a4b3c2d"

ROTATES = f"""\
recipe: 1
name: rotates
description: Put a subscription and rotate its secret into a file.
steps:
  - id: hook
    action: webhooks.put
    with: {{id: "{HOOK}", name: h, url: "https://93.184.216.34/hook", events: [call.completed]}}
  - id: rot
    action: webhooks.rotate_secret
    with: {{id: "{HOOK}", secret_file: .callbridge/webhook-secret}}
"""

CSV = (
    "external_id,phone_number,first_name\n"
    "e1,+14155550101,Ada\n"
    "e2,not a phone,Bob\n"
    "e3,+1 (415) 555-0103,Cy\n"
)


def modes(root: Path) -> dict[str, str]:
    return {
        str(p.relative_to(root)): oct(stat.S_IMODE(p.stat().st_mode))
        for p in [root, *root.rglob("*")]
    }


def test_every_file_under_callbridge_is_private_with_an_open_umask(  # type: ignore[no-untyped-def]
    tmp_path: Path, cli_in
) -> None:
    (tmp_path / "r.yaml").write_text(ROTATES)
    (tmp_path / "c.csv").write_text(CSV)
    ran = cli_in("run", "r.yaml", "--yes", umask=0)
    assert ran.code == 0, ran.output
    imported = cli_in("import", "c.csv", "--owner-id", "usr_ada", umask=0)
    assert imported.code in (0, 1), imported.output
    root = tmp_path / ".callbridge"
    written = modes(root)
    expected = {
        "sandbox.db",
        "sandbox-key",
        "webhook-secret",
        "runs",
        "imports",
    }
    names = {Path(p).parts[0] for p in written if p != "."}
    assert expected <= names, written
    assert any(p.endswith("ledger.sqlite") for p in written)
    assert any(p.endswith("success.csv") for p in written)
    assert any(p.endswith("summary.json") for p in written)
    assert any(p.startswith("runs/") for p in written)
    for path, mode in written.items():
        folder = (root / path).is_dir()
        assert mode == ("0o700" if folder else "0o600"), f"{path} is {mode}"


def test_existing_world_readable_files_are_narrowed_and_user_folders_kept(tmp_path: Path) -> None:
    loose = tmp_path / "loose.db"
    loose.write_text("x")
    loose.chmod(0o644)
    private_file(loose)
    assert stat.S_IMODE(loose.stat().st_mode) == 0o600 and loose.read_text() == "x"
    project = tmp_path / "project"
    project.mkdir(mode=0o755)
    project.chmod(0o755)
    write_private_text(project / "new" / "deep" / "secret", "s")
    assert stat.S_IMODE(project.stat().st_mode) == 0o755  # the user's folder is not ours
    assert stat.S_IMODE((project / "new").stat().st_mode) == 0o700
    assert stat.S_IMODE((project / "new" / "deep" / "secret").stat().st_mode) == 0o600
    state = private_dir(tmp_path / "state")
    with open_private(state / "log", "a") as handle:
        handle.write("one\n")
    with open_private(state / "log", "a") as handle:
        handle.write("two\n")
    assert (state / "log").read_text() == "one\ntwo\n"


@pytest.mark.parametrize("umask", [0o000, 0o022, 0o002])
def test_modes_do_not_depend_on_the_umask(tmp_path: Path, umask: int) -> None:
    import os

    previous = os.umask(umask)
    try:
        write_private_text(tmp_path / "a" / "f", "x")
    finally:
        os.umask(previous)
    assert stat.S_IMODE((tmp_path / "a").stat().st_mode) == 0o700
    assert stat.S_IMODE((tmp_path / "a" / "f").stat().st_mode) == 0o600
