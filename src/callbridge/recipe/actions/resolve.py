"""`contacts.resolve_phone`: the v1 habit "remove a contact by phone", made safe for v2.

v2 addresses contacts by stable integer ids. The spec's workflow is "resolve and keep the
stable contact id, then choose membership removal or contact deletion". A phone number can
match nobody or several contacts, and guessing would remove the wrong person, so both cases are
errors that name what was found; the id the user then picks is taken as `contact_id`. Resolved
ids are kept in a local map, so a later run still knows the id after the contact has left the
list. The contract has no read of one contact, so the map cannot ask the service whether a
kept contact still exists: `contacts.delete` drops the ids it deletes from the map instead,
and a kept id still in the list is answered with the contact as the list shows it.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path
from typing import Any

from pydantic import Field, model_validator

from callbridge._private import write_private_text
from callbridge.api import NotFound
from callbridge.recipe.actions.registry import ActionContext, Params
from callbridge.recipe.actions.wire import to_wire
from callbridge.recipe.errors import ActionFailed, file_problem
from callbridge.recipe.phones import to_e164

ID_MAP_NAME = "contact-ids.json"


class ResolvePhone(Params):
    list_id: int = Field(ge=1, le=2147483647)
    phone: str | None = Field(default=None, min_length=1)
    contact_id: int | None = Field(
        default=None,
        ge=1,
        le=2147483647,
        description="The contact meant, when its phone number matches several; no phone lookup.",
    )
    default_region: str | None = Field(
        default=None, description="Region for numbers without a country code, e.g. US."
    )
    id_map: str | None = Field(
        default=None,
        description=f"JSON file of ids resolved earlier (default .callbridge/{ID_MAP_NAME}).",
    )

    @model_validator(mode="after")
    def _phone_or_id(self) -> ResolvePhone:
        if self.phone is None and self.contact_id is None:
            raise ValueError("give phone or contact_id")
        return self


class ContactsDelete(Params):
    contact_id: int = Field(ge=1, le=2147483647)
    id_map: str | None = Field(
        default=None,
        description=f"JSON file of resolved ids to drop it from (default .callbridge/{ID_MAP_NAME}).",
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
        self._save(contacts)

    def drop(self, contact_id: int) -> None:
        """Forget every phone kept for a contact that no longer exists."""
        contacts = self._load()
        kept = {key: value for key, value in contacts.items() if value != contact_id}
        if kept != contacts:
            self._save(kept)

    def _save(self, contacts: dict[str, int]) -> None:
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


def _id_map(ctx: ActionContext, given: str | None) -> IdMap:
    return IdMap(Path(given).expanduser() if given else ctx.state_dir / ID_MAP_NAME)


def delete_contact(ctx: ActionContext, p: ContactsDelete) -> Any:
    """DELETE /contacts/{id}, then forget the contact in the id map: a later resolve of its
    phone must not answer an id that no longer exists."""
    try:
        deleted = ctx.client.contacts.delete(p.contact_id, idempotency_key=ctx.idempotency_key)
    except NotFound:
        _id_map(ctx, p.id_map).drop(p.contact_id)
        raise
    _id_map(ctx, p.id_map).drop(p.contact_id)
    return to_wire(deleted)


def _found(contact: dict[str, Any], phone: str | None, source: str) -> dict[str, Any]:
    return {
        "contactId": contact["id"],
        "phoneNumber": phone or contact.get("phoneNumber"),
        "source": source,
        "contact": contact,
    }


def resolve_phone(ctx: ActionContext, p: ResolvePhone) -> Any:
    contacts = [to_wire(c) for c in ctx.client.lists.iter_contacts(p.list_id)]
    if p.contact_id is not None:
        return _by_id(contacts, p)
    assert p.phone is not None  # the validator asks for one of the two
    phone = to_e164(p.phone, p.default_region)
    id_map = _id_map(ctx, p.id_map)
    matches = [c for c in contacts if c.get("phoneNumber") == phone]
    if len(matches) > 1:
        names = "; ".join(_describe(c) for c in matches)
        choices = " or ".join(f"-i contact_id={c['id']}" for c in matches)
        raise ActionFailed(
            f"{phone} matches {len(matches)} contacts in list {p.list_id}: {names}. "
            f"Run again with the contact you mean: {choices}."
        )
    if matches:
        contact = matches[0]
        if not ctx.dry_run:
            id_map.put(p.list_id, phone, int(contact["id"]))
        return _found(contact, phone, "list")
    kept = id_map.get(p.list_id, phone)
    if kept is not None:
        # still in the list under another number: confirmed, with the contact as it is now
        member = [c for c in contacts if c.get("id") == kept]
        if member:
            return _found(member[0], phone, "id_map")
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


def _by_id(contacts: list[dict[str, Any]], p: ResolvePhone) -> dict[str, Any]:
    """The contact the user named: it must be in the list, and carry the phone when both
    are given, so that a mistyped id cannot pick someone else."""
    contact = next((c for c in contacts if c.get("id") == p.contact_id), None)
    if contact is None:
        raise ActionFailed(
            f"contact {p.contact_id} is not in list {p.list_id} "
            f"({len(contacts)} contacts visible to this key)"
        )
    if p.phone is not None:
        phone = to_e164(p.phone, p.default_region)
        if contact.get("phoneNumber") != phone:
            raise ActionFailed(
                f"{_describe(contact)} has {contact.get('phoneNumber')}, not {phone}: check "
                "contact_id, or leave phone out"
            )
    return _found(contact, None, "contact_id")
