"""Nightly: push yesterday's qualified leads to the sales team's Dialwise call lists."""
import logging

from pipeline.db import warehouse
from pipeline.dialwise import DialwiseClient, DialwiseUserNotFound
from pipeline.dialwise.errors import DialwiseDisabled

log = logging.getLogger(__name__)


def run(ds: str) -> None:
    rows = warehouse.query(
        "select rep_sso_id, region, phone from marts.qualified_leads where qualified_on = %s", [ds]
    )
    by_rep: dict[tuple[str, str], list[str]] = {}
    for r in rows:
        by_rep.setdefault((r.rep_sso_id, r.region), []).append(r.phone)

    for (rep, region), phones in by_rep.items():
        client = DialwiseClient(acting_user=rep)
        name = f"Qualified {region} {ds}"
        try:
            lst = client.create_list(name)
            client.append(lst["id"], phones)
        except DialwiseUserNotFound:
            log.warning("rep %s has no Dialwise account, skipping %d leads", rep, len(phones))
        except DialwiseDisabled:
            log.error("Dialwise API disabled for our org, aborting run")
            raise
