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

__all__ = ["AMBIGUOUS", "OwnerDirectory", "owner_key"]

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
