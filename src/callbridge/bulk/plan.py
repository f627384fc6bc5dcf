"""The plan: every row of the file classified before a single request is sent.

Each row ends up as exactly one of: invalid (fails a G2 rule, or ragged), duplicate (its
external id appears again further down: the last row wins), unchanged (the ledger holds a
successful upsert of the same payload, and membership of the same list when `--list` is
given) or to send (`upsert`, or `membership` alone when only the list link is missing).
The same classification later decides which result file a row lands in.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from callbridge.bulk.ledger import UPSERT, Ledger, membership_op
from callbridge.bulk.read import ROW, Source, read_batches
from callbridge.bulk.validate import CODE, ERROR, EXTERNAL_ID, HASH, PAYLOAD, BatchValidator

if TYPE_CHECKING:
    import polars as pl

    from callbridge.bulk.mapping import ColumnMapping
    from callbridge.bulk.owners import OwnerDirectory
    from callbridge.bulk.phones import PhoneNormalizer

Action = Literal["invalid", "duplicate", "unchanged", "upsert", "membership"]
ACTION = "action"
DUPLICATE = "duplicate_external_id"
SAMPLES = 3


@dataclass
class Plan:
    """Counts for the user, and `rows`: one compact row per record for the later stages.

    `rows` holds `_row, externalId, payload, hash, code, error, action` and, once compared
    with the ledger, the ledger's previous upsert and membership state of each id.
    """

    source: Source
    mapping: ColumnMapping
    region: str
    list_id: int | None
    rows: pl.DataFrame
    phones_fast: int
    phones_slow: int
    compared: bool = False
    counts: dict[str, int] = field(default_factory=dict)
    invalid_codes: dict[str, int] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    default_owner: str | None = None
    owners_resolved: bool = False

    @property
    def to_send(self) -> int:
        return self.counts.get("upsert", 0) + self.counts.get("membership", 0)

    def samples(self, limit: int = SAMPLES) -> list[dict[str, Any]]:
        """A few upsert bodies exactly as they will be sent (or were, when none is left to
        send); never a row that is invalid or superseded by a later duplicate."""
        import polars as pl

        wanted = self.rows.filter(pl.col(ACTION) == "upsert").head(limit)
        if wanted.is_empty():
            done = pl.col(ACTION).is_in(["unchanged", "membership"])
            wanted = self.rows.filter(done).head(limit)
        return [wire_body(json.loads(text)) for text in wanted.get_column(PAYLOAD).to_list()]

    def summary(self) -> dict[str, Any]:
        """The plan as `summary.json` and the CLI show it."""
        return {
            "file": str(self.source.path),
            "fingerprint": self.source.fingerprint,
            "encoding": self.source.encoding,
            "bom": self.source.bom,
            "replacedCharacters": self.source.replaced_chars,
            "delimiter": self.source.delimiter,
            "columns": list(self.source.columns),
            "mapping": {
                name: {"column": column, "from": self.mapping.origins[name]}
                for name, column in self.mapping.columns.items()
            },
            "defaultOwner": self.default_owner,
            "ownersResolved": self.owners_resolved,
            "defaultRegion": self.region,
            "listId": self.list_id,
            "rows": self.rows.height,
            "blankLines": len(self.source.blank_rows),
            "invalid": self.counts.get("invalid", 0),
            "invalidByCode": self.invalid_codes,
            "duplicates": self.counts.get("duplicate", 0),
            "unchanged": self.counts.get("unchanged", 0),
            "toSend": self.to_send,
            "membershipOnly": self.counts.get("membership", 0),
            "phones": {"fastPath": self.phones_fast, "phonenumbers": self.phones_slow},
            "warnings": self.warnings,
        }


def wire_body(payload: dict[str, Any]) -> dict[str, Any]:
    """The upsert body for a payload: phoneNumber and ownerId are left out when empty."""
    return {
        name: value
        for name, value in payload.items()
        if value is not None or name not in ("phoneNumber", "ownerId")
    }


def build(
    source: Source,
    mapping: ColumnMapping,
    phones: PhoneNormalizer,
    list_id: int | None,
    batch_rows: int = 200_000,
    *,
    owners: OwnerDirectory | None = None,
    default_owner: str | None = None,
) -> Plan:
    """Validate every batch and settle duplicates; the ledger comparison comes later."""
    import polars as pl

    validator = BatchValidator(source, mapping, phones, owners)
    parts = [validator.validate(batch) for batch in read_batches(source, batch_rows)]
    schema = {
        ROW: pl.Int64,
        EXTERNAL_ID: pl.String,
        PAYLOAD: pl.String,
        HASH: pl.String,
        CODE: pl.String,
        ERROR: pl.String,
    }
    rows = pl.concat(parts) if parts else pl.DataFrame(schema=schema)
    last = pl.col(ROW).max().over(EXTERNAL_ID)
    superseded = pl.col(EXTERNAL_ID).is_not_null() & (pl.col(ROW) != last)
    rows = rows.with_columns(
        pl.when(pl.col(CODE).is_not_null())
        .then(pl.lit("invalid"))
        .when(superseded)
        .then(pl.lit("duplicate"))
        .otherwise(pl.lit("upsert"))
        .alias(ACTION),
        pl.when(pl.col(CODE).is_null() & superseded)
        .then(pl.format("externalId repeated further down; row {} wins", last))
        .otherwise(pl.col(ERROR))
        .alias(ERROR),
    )
    rows = rows.with_columns(
        pl.when(pl.col(ACTION) == "duplicate")
        .then(pl.lit(DUPLICATE))
        .otherwise(pl.col(CODE))
        .alias(CODE)
    )
    plan = Plan(
        source=source,
        mapping=mapping,
        region=phones.region,
        list_id=list_id,
        rows=rows,
        phones_fast=phones.fast,
        phones_slow=phones.slow,
        default_owner=default_owner,
        owners_resolved=owners is not None and "ownerId" in mapping.columns,
    )
    _count(plan)
    return plan


def join_ledger(
    rows: pl.DataFrame,
    ledger: Ledger,
    workspace: str,
    list_id: int | None,
    columns: tuple[str, ...] = (),
) -> tuple[pl.DataFrame, pl.Expr, pl.Expr]:
    """`rows` with each id's ledger rows joined, and whether its upsert and membership are done.

    The upsert's `state`, `done_hash`, `contact_id` and `columns` come as `u_<name>`; with a
    list, the membership's `state`, `done_hash` and `columns` as `m_<name>`, and `m_expected`,
    the membership hash of the list and the contact the upsert reached. An upsert is done when
    its last attempt succeeded with the row's payload hash; a membership when its last attempt
    succeeded for the same list and contact.
    """
    import polars as pl

    from callbridge.bulk.ledger import membership_hash

    def join(frame: pl.DataFrame, op: str, prefix: str, names: tuple[str, ...]) -> pl.DataFrame:
        wanted = dict.fromkeys(("state", "done_hash", *names))
        found = ledger.frame(workspace, op).select(
            EXTERNAL_ID, *(pl.col(name).alias(f"{prefix}_{name}") for name in wanted)
        )
        return frame.join(found, on=EXTERNAL_ID, how="left", maintain_order="left")

    def done(prefix: str, expected: str) -> pl.Expr:
        state, done_hash = pl.col(f"{prefix}_state"), pl.col(f"{prefix}_done_hash")
        return ((state == "done") & (done_hash == pl.col(expected))).fill_null(False)

    rows = join(rows, UPSERT, "u", ("contact_id", *columns))
    if list_id is None:
        return rows, done("u", HASH), pl.lit(True)
    member_columns = tuple(c for c in columns if c not in ("contact_id", "created"))
    rows = join(rows, membership_op(list_id), "m", member_columns)
    contacts = rows.get_column("u_contact_id").to_list()
    expected = [None if c is None else membership_hash(list_id, c) for c in contacts]
    rows = rows.with_columns(pl.Series("m_expected", expected, dtype=pl.String))
    return rows, done("u", HASH), done("m", "m_expected")


def compare(plan: Plan, ledger: Ledger, workspace: str, full_resync: bool) -> None:
    """Mark rows the ledger shows as already done, and attach each id's previous state
    (`u_*` and `m_*` columns, which the sending stage reads to choose idempotency keys)."""
    import polars as pl

    rows, upsert_done, member_done = join_ledger(
        plan.rows,
        ledger,
        workspace,
        plan.list_id,
        ("payload_hash", "generation", "idempotency_key"),
    )
    if full_resync:
        upsert_done, member_done = pl.lit(False), pl.lit(False)
    rows = rows.with_columns(
        pl.when(pl.col(ACTION) != "upsert")
        .then(pl.col(ACTION))
        .when(upsert_done & member_done)
        .then(pl.lit("unchanged"))
        .when(upsert_done)
        .then(pl.lit("membership"))
        .otherwise(pl.lit("upsert"))
        .alias(ACTION)
    )
    plan.rows = rows
    plan.compared = True
    _count(plan)


def _count(plan: Plan) -> None:
    import polars as pl

    counts = plan.rows.group_by(ACTION).len()
    plan.counts = dict(zip(counts[ACTION].to_list(), counts["len"].to_list(), strict=True))
    codes = plan.rows.filter(pl.col(ACTION) == "invalid").group_by(CODE).len().sort(CODE)
    plan.invalid_codes = dict(zip(codes[CODE].to_list(), codes["len"].to_list(), strict=True))
