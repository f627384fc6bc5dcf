"""Row validation: each batch becomes compact plan rows (payload, hash, or an error).

The rules are gap G2's upsert body rules, checked before sending so a bad row costs no
request and is reported with its source row number. Cells are trimmed; an empty cell is
"no value": a nullable field (names, email, time zone) is then sent as null, so the file
stays the source of truth, while phoneNumber and ownerId, which cannot be null, are left out.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from callbridge.bulk.mapping import FIELDS, ColumnMapping, Field
from callbridge.bulk.owners import AMBIGUOUS, OwnerDirectory
from callbridge.bulk.read import ROW, Source

if TYPE_CHECKING:
    import polars as pl

    from callbridge.bulk.phones import PhoneNormalizer

EXTERNAL_ID = "externalId"
PAYLOAD, HASH, CODE, ERROR = "payload", "hash", "code", "error"
MAX_LENGTH: dict[Field, int] = {
    "externalId": 200,
    "firstName": 100,
    "lastName": 100,
    "email": 254,
    "ownerId": 100,
    "timeZone": 100,
}
NULLABLE: frozenset[Field] = frozenset({"firstName", "lastName", "email", "timeZone"})
_RAW_PHONE = "_raw_phone"
_RAW_OWNER = "_raw_owner"
_CONTROL = r"[\x00-\x1f\x7f]"
_EMAIL = r"^[^@\s]+@[^@\s]+$"


@lru_cache(maxsize=1)
def _time_zones() -> frozenset[str]:
    import zoneinfo

    return frozenset(zoneinfo.available_timezones())


@dataclass
class BatchValidator:
    """Validates batches of one source under one mapping; counts phones by path taken.

    With `owners`, owner cells (ids, emails or names) become member ids. A row that names no
    owner gets none here: `--owner-id` is given only to contacts the service creates, at
    sending time (an ownerId in the body would move an existing contact to that owner).
    """

    source: Source
    mapping: ColumnMapping
    phones: PhoneNormalizer
    owners: OwnerDirectory | None = None

    def validate(self, batch: pl.DataFrame) -> pl.DataFrame:
        """`_row, externalId, payload, hash, code, error` for every record of the batch.

        `payload` is the canonical JSON of the upsert body (fields in a fixed order, nulls
        kept) and `hash` its SHA-256; both are null for an invalid row, whose `code` names
        the first problem and `error` lists them all.
        """
        import polars as pl

        index = {name: i for i, name in enumerate(self.source.columns)}
        fields: dict[Field, pl.Expr] = {}
        for name, column in self.mapping.columns.items():
            cell = pl.col(f"c{index[column]}").str.strip_chars()
            fields[name] = pl.when(cell.str.len_chars() > 0).then(cell).alias(name)
        frame = batch.select(pl.col(ROW), *fields.values())
        if "ownerId" in fields:
            frame = self._owners(frame)
        if "phoneNumber" in fields:
            raw_phone = frame.get_column("phoneNumber")
            frame = frame.with_columns(
                raw_phone.alias(_RAW_PHONE), self.phones.normalize(raw_phone)
            )
        problems = self._problems(frame)
        codes = pl.coalesce([code for code, _ in problems]) if problems else pl.lit(None)
        messages = (
            pl.concat_str([message for _, message in problems], separator="; ", ignore_nulls=True)
            if problems
            else pl.lit(None)
        )
        frame = frame.with_columns(codes.cast(pl.String).alias(CODE))
        frame = frame.with_columns(
            pl.when(pl.col(CODE).is_not_null()).then(messages).cast(pl.String).alias(ERROR)
        )
        ordered = [name for name in FIELDS if name in fields]
        payload = pl.struct([pl.col(name) for name in ordered]).struct.json_encode()
        frame = frame.with_columns(pl.when(pl.col(CODE).is_null()).then(payload).alias(PAYLOAD))
        hashes = [
            None if text is None else hashlib.sha256(text.encode()).hexdigest()
            for text in frame.get_column(PAYLOAD).to_list()
        ]
        frame = frame.with_columns(pl.Series(HASH, hashes, dtype=pl.String))
        return frame.select(ROW, EXTERNAL_ID, PAYLOAD, HASH, CODE, ERROR)

    def _owners(self, frame: pl.DataFrame) -> pl.DataFrame:
        """Owner cells resolved to member ids (the cell kept for messages)."""
        import polars as pl

        owner = pl.col("ownerId")
        if self.owners is not None:
            frame = frame.with_columns(owner.alias(_RAW_OWNER))
            keys = list(self.owners.lookup)
            found = (
                owner.str.to_lowercase()
                .str.replace_all(r"\s+", " ")
                .replace_strict(keys, list(self.owners.lookup.values()), default=None)
            )
            frame = frame.with_columns(found.alias("ownerId"))
        return frame

    def _problems(self, frame: pl.DataFrame) -> list[tuple[pl.Expr, pl.Expr]]:
        """(code, message) expressions per rule, in the order a row's code is chosen."""
        import polars as pl

        out: list[tuple[pl.Expr, pl.Expr]] = []

        def rule(condition: pl.Expr, code: str, message: pl.Expr | str) -> None:
            text = pl.lit(message) if isinstance(message, str) else message
            out.append((pl.when(condition).then(pl.lit(code)), pl.when(condition).then(text)))

        if self.source.ragged:
            rows = list(self.source.ragged)
            lines = [self.source.ragged[r].line for r in rows]
            widths = [self.source.ragged[r].fields for r in rows]
            ragged = pl.DataFrame(
                {ROW: rows, "_line": lines, "_width": widths},
                schema={ROW: pl.Int64, "_line": pl.Int64, "_width": pl.Int64},
            )
            line = pl.col(ROW).replace_strict(ragged[ROW], ragged["_line"], default=None)
            width = pl.col(ROW).replace_strict(ragged[ROW], ragged["_width"], default=None)
            rule(
                width.is_not_null(),
                "ragged_row",
                pl.format(
                    "line {} has {} fields, the header has {}",
                    line,
                    width,
                    pl.lit(len(self.source.columns)),
                ),
            )
        ext = pl.col(EXTERNAL_ID)
        rule(ext.is_null(), "missing_external_id", "externalId is empty")
        rule(
            ext.str.len_chars() > MAX_LENGTH["externalId"],
            "field_too_long",
            f"externalId is longer than {MAX_LENGTH['externalId']} characters",
        )
        rule(
            ext.str.contains(_CONTROL),
            "invalid_external_id",
            "externalId contains control characters",
        )
        if _RAW_PHONE in frame.columns:
            given = pl.col(_RAW_PHONE)
            rule(
                given.is_not_null() & pl.col("phoneNumber").is_null(),
                "invalid_phone",
                pl.format(
                    "phoneNumber {} is not a valid number for region {}",
                    given,
                    pl.lit(self.phones.region),
                ),
            )
        if "email" in frame.columns:
            email = pl.col("email")
            rule(
                ~email.str.contains(_EMAIL) | (email.str.len_chars() > MAX_LENGTH["email"]),
                "invalid_email",
                pl.format("email {} is not an address", email.str.slice(0, 80)),
            )
        if _RAW_OWNER in frame.columns:
            given, owner = pl.col(_RAW_OWNER), pl.col("ownerId")
            rule(
                given.is_not_null() & owner.is_null(),
                "unknown_owner",
                pl.format(
                    "owner {} is not a member this key may assign (`migrate users` lists them)",
                    given.str.slice(0, 100),
                ),
            )
            rule(
                owner == AMBIGUOUS,
                "ambiguous_owner",
                pl.format(
                    "owner {} names more than one member; use the member id or email",
                    given.str.slice(0, 100),
                ),
            )
        for name in ("firstName", "lastName", "ownerId"):
            if name in frame.columns:
                limit = MAX_LENGTH[name]
                rule(
                    pl.col(name).str.len_chars() > limit,
                    "field_too_long",
                    f"{name} is longer than {limit} characters",
                )
        if "timeZone" in frame.columns:
            zones = pl.Series(sorted(_time_zones()), dtype=pl.String).implode()
            zone = pl.col("timeZone")
            rule(
                zone.is_not_null() & ~zone.is_in(zones),
                "invalid_time_zone",
                pl.format("timeZone {} is not an IANA zone name", zone.str.slice(0, 80)),
            )
        return out
