import pandas as pd
from dagster import AssetExecutionContext, Failure, asset

from .resources import RingsteadResource


@asset(group_name="dialer", compute_kind="ringstead")
def ringstead_contact_lists(ringstead: RingsteadResource) -> pd.DataFrame:
    resp = ringstead.call("GET", "/contact-lists?limit=500")
    if resp.status_code == 404:
        raise Failure(description="Acting user is not known to Okta/Ringstead; check RINGSTEAD_ACTING_USER_ID")
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@asset(group_name="dialer", compute_kind="ringstead", deps=["mart_call_segments"])
def ringstead_list_sync(context: AssetExecutionContext, ringstead: RingsteadResource, ringstead_contact_lists: pd.DataFrame):
    segments = pd.read_parquet("s3://tidewater-lake/marts/call_segments/latest.parquet")
    by_name = dict(zip(ringstead_contact_lists["name"], ringstead_contact_lists["id"]))
    failures = []
    for name, grp in segments.groupby("segment_name"):
        list_id = by_name.get(name)
        if not list_id:
            continue
        resp = ringstead.call(
            "POST",
            f"/contact-lists/{list_id}/contacts",
            json={"contacts": [{"phone": p} for p in grp["phone_e164"]]},
        )
        if not resp.ok:
            err = resp.json()
            failures.append({"list": name, "status": resp.status_code, "error": err["error"]})
            for d in err.get("details", []):
                context.log.warning(f"{name}: {d['path']} {d['message']}")
    context.add_output_metadata({"failures": len(failures)})
    return pd.DataFrame(failures)
