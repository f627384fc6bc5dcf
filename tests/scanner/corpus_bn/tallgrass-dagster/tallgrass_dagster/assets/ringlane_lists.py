from __future__ import annotations

from dagster import AssetExecutionContext, MaterializeResult, asset
from dagster_snowflake import SnowflakeResource

from tallgrass_dagster.resources.ringlane import RinglaneResource

TARGET_LIST = "Renewals - Q-1 outreach"


@asset(group_name="reverse_etl", deps=["marts__renewal_candidates"])
def ringlane_renewal_list(context: AssetExecutionContext, snowflake: SnowflakeResource, ringlane: RinglaneResource):
    with snowflake.get_connection() as conn:
        phones = [r[0] for r in conn.cursor().execute("select phone_e164 from marts.renewal_candidates").fetchall()]

    lists = ringlane.request("GET", "/contact-lists", params={"name": TARGET_LIST})["data"]
    if lists:
        list_id = lists[0]["id"]
    else:
        list_id = ringlane.request("POST", "/contact-lists", json={"name": TARGET_LIST})["id"]

    existing = ringlane.request("GET", f"/contact-lists/{list_id}")["contacts"]
    stale = {c["phone"] for c in existing} - set(phones)
    for phone in stale:
        ringlane.request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")
    ringlane.request("POST", f"/contact-lists/{list_id}/contacts", json={"contacts": [{"phone": p} for p in phones]})

    context.log.info("synced %s phones, removed %s", len(phones), len(stale))
    return MaterializeResult(metadata={"list_id": list_id, "added": len(phones), "removed": len(stale)})
