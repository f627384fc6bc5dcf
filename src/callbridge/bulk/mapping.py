"""Which CSV column feeds which contact field (gap G2's upsert body).

Three sources, strongest first: the `--external-id-column`/`--phone-column` flags, a YAML
mapping file, then automatic matching of header names after cleaning (case, spaces and
punctuation ignored) against a list of usual CRM spellings. The result is shown in the
plan, with where each choice came from, so a wrong guess is caught before anything is sent.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, get_args

from callbridge.bulk.errors import ImportUsageError

Field = Literal[
    "externalId", "phoneNumber", "firstName", "lastName", "email", "ownerId", "timeZone"
]
FIELDS: tuple[Field, ...] = get_args(Field)  # in the order of the upsert body

_SYNONYMS: dict[Field, tuple[str, ...]] = {
    "externalId": ("externalid", "extid", "crmid", "recordid", "sourceid", "customerid", "id"),
    "phoneNumber": (
        "phonenumber",
        "phone",
        "mobile",
        "mobilephone",
        "mobilenumber",
        "cell",
        "cellphone",
        "telephone",
        "tel",
        "phoneno",
    ),
    "firstName": ("firstname", "first", "givenname", "forename", "fname"),
    "lastName": ("lastname", "last", "surname", "familyname", "lname"),
    "email": ("email", "emailaddress", "mail"),
    # ids, emails and names alike: the importer resolves them through GET /users
    "ownerId": (
        "ownerid",
        "owner",
        "owneremail",
        "ownername",
        "salesrep",
        "assignedto",
        "contactowner",
        "accountowner",
        "recordowner",
        "assignee",
        "userid",
    ),
    "timeZone": ("timezone", "tz", "zone"),
}

Origin = Literal["flag", "mapping file", "header match"]


@dataclass(frozen=True)
class ColumnMapping:
    """Field → column, with the origin of each choice for the plan."""

    columns: dict[Field, str]
    origins: dict[Field, Origin]

    def column(self, field: Field) -> str | None:
        return self.columns.get(field)


def clean_name(name: str) -> str:
    """A header name reduced to lowercase letters and digits, for matching."""
    return re.sub(r"[^0-9a-z]", "", name.lower())


def load_mapping_file(path: Path) -> dict[Field, str]:
    """Read `field: column` pairs, at the top level or under a `columns:` key."""
    import yaml

    try:
        loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ImportUsageError(f"mapping file {path}: cannot read ({exc.strerror or exc})") from exc
    except yaml.YAMLError as exc:
        raise ImportUsageError(f"mapping file {path}: not valid YAML ({exc})") from exc
    if isinstance(loaded, dict) and isinstance(loaded.get("columns"), dict):
        loaded = loaded["columns"]
    if not isinstance(loaded, dict):
        raise ImportUsageError(
            f"mapping file {path}: expected `field: column` pairs, e.g. `externalId: CRM ID`"
        )
    out: dict[Field, str] = {}
    for key, value in loaded.items():
        field = _field(str(key))
        if field is None:
            raise ImportUsageError(
                f"mapping file {path}: unknown contact field {key!r} (known: {', '.join(FIELDS)})"
            )
        if not isinstance(value, str | int) or isinstance(value, bool):
            raise ImportUsageError(f"mapping file {path}: column for {key!r} must be a name")
        out[field] = str(value)
    return out


def _field(name: str) -> Field | None:
    wanted = clean_name(name)
    for field in FIELDS:
        if clean_name(field) == wanted:
            return field
    return None


def resolve(
    columns: tuple[str, ...],
    file_mapping: Mapping[Field, str] | None = None,
    flags: Mapping[Field, str] | None = None,
) -> ColumnMapping:
    """Decide the mapping for a file's cleaned header; unknown columns are usage errors."""
    chosen: dict[Field, str] = {}
    origins: dict[Field, Origin] = {}
    by_clean: dict[str, str] = {}
    for column in columns:
        by_clean.setdefault(clean_name(column), column)
    for origin, given in (("flag", flags or {}), ("mapping file", file_mapping or {})):
        for field, column in given.items():
            if field in chosen:
                continue
            found = column if column in columns else by_clean.get(clean_name(column))
            if found is None:
                raise ImportUsageError(
                    f"column {column!r} (for {field}, from the {origin}) is not in the file; "
                    f"columns: {', '.join(columns)}"
                )
            chosen[field] = found
            origins[field] = origin  # type: ignore[assignment]
    used = set(chosen.values())
    for field in FIELDS:
        if field in chosen:
            continue
        for synonym in _SYNONYMS[field]:
            match = by_clean.get(synonym)
            if match is not None and match not in used:
                chosen[field], origins[field] = match, "header match"
                used.add(match)
                break
    if "externalId" not in chosen:
        raise ImportUsageError(
            "no column for externalId: name it with --external-id-column or a mapping file; "
            f"columns: {', '.join(columns)}"
        )
    return ColumnMapping(columns=chosen, origins=origins)
