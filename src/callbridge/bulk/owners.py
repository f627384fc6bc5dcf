"""Owner cells of a CRM export turned into member ids, before anything is sent.

CRM exports name the owner of a record the way people do: a member id, but as often an email
address (`owner_email`) or a name (`Sales Rep`, `Assigned To`). GET /users lists every member
the key may assign, so each cell is resolved against it once, locally: a row whose owner no
member matches is reported as invalid with its row number instead of costing a refused
request, and a name two members share is refused rather than guessed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from callbridge.api.models import Member

__all__ = [
    "AMBIGUOUS",
    "OwnerDirectory",
    "owner_key",
    "owner_retry_key",
    "refused_for_owner",
]

AMBIGUOUS = "\x00ambiguous"  # a value that can never be a member id (control character)


def owner_key(value: str) -> str:
    """A cell as it is looked up: trimmed, lowercase, inner spaces collapsed."""
    return " ".join(value.split()).lower()


@dataclass(frozen=True)
class OwnerDirectory:
    """Every spelling of every member the key may assign: id, email, identifier and names."""

    lookup: dict[str, str]
    member_ids: tuple[str, ...]

    @classmethod
    def from_members(cls, members: Iterable[Member]) -> OwnerDirectory:
        lookup: dict[str, str] = {}
        ids: list[str] = []
        for member in members:
            ids.append(member.id)
            full = " ".join(p for p in (member.first_name, member.last_name) if p)
            for spelling in (member.id, member.email, member.identifier, member.name, full):
                if not spelling:
                    continue
                key = owner_key(spelling)
                known = lookup.get(key)
                lookup[key] = member.id if known in (None, member.id) else AMBIGUOUS
        for member_id in ids:  # an exact id always wins over another member's name
            lookup[owner_key(member_id)] = member_id
        return cls(lookup, tuple(ids))

    def resolve(self, value: str) -> str | None:
        """The member id a cell names, AMBIGUOUS, or None when no member matches."""
        return self.lookup.get(owner_key(value))


# An owner given only to contacts that are created. On an upsert of an existing contact, an
# ownerId moves the contact to that owner (G2), so "the owner of new contacts" cannot be sent
# with every upsert. The upsert goes out without it; when the service refuses it because a
# create needs an owner (a workspace key), the contact did not exist, and the same upsert is
# sent again with the owner. The recipe actions `contacts.upsert` (`owner_if_new`) and
# `imports.create` (`owner_id`) and the bulk importer (`--owner-id`) all follow this rule.


def refused_for_owner(paths: Iterable[str]) -> bool:
    """Whether a refusal's detail paths (`body.ownerId`, `body.contacts.0.ownerId`) name the
    owner: the request wanted to create a contact and had none to give it."""
    return any(path == "ownerId" or path.endswith(".ownerId") for path in paths)


def owner_retry_key(idempotency_key: str) -> str:
    """The key of the second send, derived from the first: deterministic, so a resumed run
    replays it, and distinct, since the body differs (the same key would be a 409)."""
    return f"{idempotency_key}.owner"
