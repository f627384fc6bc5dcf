"""The named workflows a new user runs first, driven through any `migrate` (in-process or a
fresh install), each checked on the state of the embedded sandbox it ran against."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from callbridge import Client, connect
from callbridge.webhooks import Receiver, SecretFile

WEBHOOK_ID = "0b7c4e1a-2f3d-4c5b-9a8e-7d6c5b4a3f2e"


@dataclass
class Ran:
    code: int
    stdout: str
    stderr: str

    def outputs(self) -> dict[str, Any]:
        """The outputs of a `migrate run --json`."""
        data = json.loads(self.stdout)
        assert isinstance(data, dict)
        return dict(data["outputs"])


Migrate = Callable[..., Ran]


@contextmanager
def server_state(workdir: Path) -> Iterator[Client]:
    """A client on the embedded sandbox of `workdir`, to check what the CLI did."""
    home = workdir / ".callbridge"
    with connect(environ={"CALLBRIDGE_HOME": str(home)}, announce=lambda _: None) as conn:
        yield conn.client


def FileSecretReceiver(secret_file: Path) -> Receiver:
    """A receiver that reads its signing secret from the file the recipe writes it to, as
    `migrate webhooks listen --secret-file` does after the rotation."""
    return Receiver(secret_file=SecretFile(secret_file))


def create_list_then_import_a_csv(migrate: Migrate, workdir: Path) -> None:
    (workdir / "crm.csv").write_text(
        "Record ID,Mobile,First Name\nr-1,(415) 555-0111,Ann\nr-2,415 555 0112,Bob\n"
    )
    ran = migrate(
        "run",
        "create-list-then-import",
        "-i",
        "list_name=Spring promo",
        "-i",
        "owner_id=usr_grace",
        "-i",
        "csv=crm.csv",
        "--json",
    )
    assert ran.code == 0, ran.stderr
    outputs = ran.outputs()
    assert (outputs["created"], outputs["failed"]) == (2, 0)
    with server_state(workdir) as client:
        on_server = list(client.lists.iter_contacts(outputs["list_id"]))
    assert sorted((c.external_id, c.phone_number, c.owner_id) for c in on_server) == [
        ("r-1", "+14155550111", "usr_grace"),
        ("r-2", "+14155550112", "usr_grace"),
    ]


def resolve_a_phone(migrate: Migrate, workdir: Path) -> int:
    """The demo list's first contact, resolved by a phone written the way people write it."""
    args = ("run", "resolve-phone-to-contact", "-i", "list_id=1", "-i", "phone=(415) 555-0101")
    first = migrate(*args, "--json")
    again = migrate(*args, "--json")
    assert first.code == again.code == 0, first.stderr
    contact_id = first.outputs()["contact_id"]
    assert again.outputs()["contact_id"] == contact_id  # stable
    assert first.outputs()["phone_number"] == "+14155550101"
    kept = (workdir / ".callbridge" / "contact-ids.json").read_text()
    assert str(contact_id) in kept  # kept for when the phone number changes
    with server_state(workdir) as client:
        [found] = [c for c in client.lists.iter_contacts(1) if c.id == contact_id]
    assert found.phone_number == "+14155550101"
    return int(contact_id)


def remove_membership_then_delete(migrate: Migrate, workdir: Path) -> None:
    removed = migrate(
        "run", "remove-contact", "-i", "list_id=1", "-i", "phone=+14155550102", "--yes", "--json"
    )
    assert removed.code == 0, removed.stderr
    kept_id = removed.outputs()["contact_id"]
    deleted = migrate(
        "run",
        "remove-contact",
        "-i",
        "list_id=1",
        "-i",
        "phone=+14155550103",
        "-i",
        "mode=delete",
        "--yes",
        "--json",
    )
    assert deleted.code == 0, deleted.stderr
    deleted_id = deleted.outputs()["contact_id"]
    with server_state(workdir) as client:
        in_list = {c.id for c in client.lists.iter_contacts(1)}
        assert kept_id not in in_list and deleted_id not in in_list
        # membership removal keeps the contact: it can still join a list; deletion does not
        assert client.lists.add_contact(1, kept_id).member is True
        from callbridge.api import NotFound

        try:
            client.lists.add_contact(1, deleted_id)
        except NotFound:
            pass
        else:
            raise AssertionError("a deleted contact joined a list")


def rotate_and_verify_a_webhook(migrate: Migrate, workdir: Path) -> None:
    secret_file = workdir / "hook.secret"
    with FileSecretReceiver(secret_file) as receiver:
        ran = migrate(
            "run",
            "rotate-and-verify-webhook",
            "-i",
            f"webhook_id={WEBHOOK_ID}",
            "-i",
            "name=crm",
            "-i",
            f"url={receiver.url}",
            "-i",
            "events=contact.created",
            "-i",
            f"secret_file={secret_file}",
            "--yes",
            "--json",
        )
    assert ran.code == 0, ran.stdout + ran.stderr
    assert ran.outputs()["active"] is True
    secret = secret_file.read_text().strip()
    assert secret and secret not in ran.stdout + ran.stderr
    assert secret_file.stat().st_mode & 0o777 == 0o600
    with server_state(workdir) as client:
        assert client.webhooks.set_active(WEBHOOK_ID, True).active is True


FOUR_WORKFLOWS = (
    create_list_then_import_a_csv,
    resolve_a_phone,
    remove_membership_then_delete,
    rotate_and_verify_a_webhook,
)
