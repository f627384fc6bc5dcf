"""`contacts.resolve_phone`: the v1 habit "remove a contact by phone", made safe for v2.

v2 addresses contacts by stable integer ids. The spec's workflow is "resolve and keep the
stable contact id, then choose membership removal or contact deletion". A phone number can
match nobody or several contacts, and guessing would remove the wrong person, so both cases are
errors that name what was found. Resolved ids are kept in a local map, so a later run still
knows the id after the contact has left the list.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path
from typing import Any

from pydantic import Field

from callbridge._private import write_private_text
from callbridge.recipe.actions.registry import ActionContext, Params
from callbridge.recipe.actions.wire import to_wire
from callbridge.recipe.errors import ActionFailed, file_problem
from callbridge.recipe.phones import to_e164

ID_MAP_NAME = "contact-ids.json"


class ResolvePhone(Params):
    phone: str = Field(min_length=1)
    list_id: int = Field(ge=1, le=2147483647)
    default_region: str | None = Field(
        default=None, description="Region for numbers without a country code, e.g. US."
    )
    id_map: str | None = Field(
        default=None,
        description=f"JSON file of ids resolved earlier (default .callbridge/{ID_MAP_NAME}).",
    )


class IdMap:
    """`{"<list id>/<E.164>": contact id}` kept between runs."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _load(self) -> dict[str, int]:
        if not self.path.exists():
            return {}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except OSError as exc:
            raise ActionFailed(
                f"cannot read the contact id map {self.path} ({file_problem(exc)})"
            ) from None
        except ValueError as exc:
            raise ActionFailed(f"cannot read the contact id map {self.path}: {exc}") from None
        contacts = data.get("contacts", {}) if isinstance(data, dict) else {}
        return {str(k): int(v) for k, v in contacts.items()}

    def get(self, list_id: int, phone: str) -> int | None:
        return self._load().get(f"{list_id}/{phone}")

    def put(self, list_id: int, phone: str, contact_id: int) -> None:
        contacts = self._load()
        contacts[f"{list_id}/{phone}"] = contact_id
        text = json.dumps({"contacts": dict(sorted(contacts.items()))}, indent=2)
        try:
            write_private_text(self.path, text + "\n")
        except OSError as exc:
            raise ActionFailed(
                f"cannot save the contact id map {self.path} ({file_problem(exc)})"
            ) from None


def _describe(contact: dict[str, Any]) -> str:
    name = " ".join(part for part in (contact.get("firstName"), contact.get("lastName")) if part)
    extra = f", external id {contact['externalId']}" if contact.get("externalId") else ""
    return f"contact {contact['id']} ({name or 'no name'}{extra})"


def resolve_phone(ctx: ActionContext, p: ResolvePhone) -> Any:
    phone = to_e164(p.phone, p.default_region)
    id_map = IdMap(Path(p.id_map).expanduser() if p.id_map else ctx.state_dir / ID_MAP_NAME)
    contacts = [to_wire(c) for c in ctx.client.lists.iter_contacts(p.list_id)]
    matches = [c for c in contacts if c.get("phoneNumber") == phone]
    if len(matches) > 1:
        names = "; ".join(_describe(c) for c in matches)
        raise ActionFailed(
            f"{phone} matches {len(matches)} contacts in list {p.list_id}: {names}. "
            "Pass the contact id you mean instead of the phone number."
        )
    if matches:
        contact = matches[0]
        if not ctx.dry_run:
            id_map.put(p.list_id, phone, int(contact["id"]))
        return {
            "contactId": contact["id"],
            "phoneNumber": phone,
            "source": "list",
            "contact": contact,
        }
    kept = id_map.get(p.list_id, phone)
    if kept is not None:
        return {"contactId": kept, "phoneNumber": phone, "source": "id_map", "contact": None}
    numbers = [str(c.get("phoneNumber")) for c in contacts]
    near = difflib.get_close_matches(phone, numbers, n=3, cutoff=0.6)
    hint = (
        " Nearest numbers in the list: "
        + "; ".join(
            f"{n} ({_describe(c)})" for n in near for c in contacts if c.get("phoneNumber") == n
        )
        if near
        else ""
    )
    raise ActionFailed(
        f"no contact with {phone} in list {p.list_id} ({len(contacts)} contacts visible to this "
        f"key) and none kept in {id_map.path}.{hint}"
    )
