"""Remove numbers on the internal Do-Not-Call register from every active Callbridge list."""
from __future__ import annotations

from prefect import flow, get_run_logger, task
from prefect_aws import AwsCredentials, S3Bucket

from flows._http import callbridge_client, send


class CallbridgeUnavailable(RuntimeError):
    pass


def _raise_for(resp):
    if resp.is_success:
        return
    msg = resp.json().get("error", resp.text) if resp.headers.get("content-type", "").startswith("application/json") else resp.text
    if resp.status_code == 503 and "disabled" in msg.lower():
        raise CallbridgeUnavailable("Callbridge public API disabled: " + msg)
    raise RuntimeError(f"Callbridge {resp.status_code}: {msg}")


@task(retries=2, retry_delay_seconds=60)
def load_dnc_numbers() -> set[str]:
    bucket = S3Bucket.load("compliance-exports")
    raw = bucket.read_path("dnc/latest.csv").decode()
    return {line.split(",")[0].strip() for line in raw.splitlines()[1:] if line}


@task
def active_lists() -> list[dict]:
    with callbridge_client() as c:
        resp = send(c, "GET", "/contact-lists", params={"status": "active"})
        _raise_for(resp)
        return resp.json()["items"]


@task
def scrub_list(list_id: str, dnc: set[str]) -> int:
    logger = get_run_logger()
    removed = 0
    with callbridge_client() as c:
        members = send(c, "GET", f"/contact-lists/{list_id}/contacts")
        _raise_for(members)
        for contact in members.json()["items"]:
            if contact["phone"] in dnc:
                r = send(c, "DELETE", f"/contact-lists/{list_id}/contacts/{contact['phone']}")
                _raise_for(r)
                removed += 1
    logger.info("list %s: removed %d DNC numbers", list_id, removed)
    return removed


@flow(name="dnc-scrub")
def dnc_scrub():
    dnc = load_dnc_numbers()
    lists = active_lists()
    counts = [scrub_list.submit(cl["id"], dnc) for cl in lists]
    return sum(f.result() for f in counts)


if __name__ == "__main__":
    dnc_scrub()
