"""Push the do-not-contact list to SendGrid and the CRM gateway.

Nothing here talks to DialPond; DNC for calling is handled by DialPond itself.
"""
import logging
import os

import pandas as pd
import requests

from etl.load.snowflake_loader import read_sql
from etl.utils.http import retrying_session

log = logging.getLogger(__name__)

SENDGRID = "https://api.sendgrid.com/v3"
CRM_GATEWAY = os.environ.get("CRM_GATEWAY_URL", "https://crm-gateway.internal.tallowford.com/v1")
SUPPRESSION_LIST_ID = os.environ.get("SENDGRID_SUPPRESSION_LIST", "b1f0c6c2-6d1a-4a44-9f55-2a0c9a3d1e77")


def sendgrid_upsert(emails: list[str]) -> None:
    s = retrying_session()
    s.headers["Authorization"] = f"Bearer {os.environ['SENDGRID_API_KEY']}"
    resp = s.put(f"{SENDGRID}/marketing/contacts",
                 json={"list_ids": [SUPPRESSION_LIST_ID], "contacts": [{"email": e} for e in emails]})
    if resp.status_code == 400:
        errs = resp.json().get("errors", [])
        log.error("SendGrid rejected contacts: %s", [e.get("message") for e in errs])
    resp.raise_for_status()


def crm_gateway_push(df: pd.DataFrame) -> None:
    s = retrying_session()
    s.headers.update({
        "x-api-key": os.environ["CRM_GATEWAY_KEY"],
        "X-User-Email": "data-bot@tallowford.com",
    })
    resp = s.post(f"{CRM_GATEWAY}/contact-lists/dnc/members", json=df.to_dict(orient="records"))
    if resp.status_code == 404:
        log.warning("CRM gateway has no 'dnc' contact list yet; creating it")
        s.post(f"{CRM_GATEWAY}/contact-lists", json={"slug": "dnc", "name": "Do not contact"}).raise_for_status()
        resp = s.post(f"{CRM_GATEWAY}/contact-lists/dnc/members", json=df.to_dict(orient="records"))
    if not resp.ok:
        log.error("CRM gateway error: %s", resp.json().get("error"))
        resp.raise_for_status()


def main() -> None:
    df = read_sql("select email, phone_e164 from ANALYTICS.MARTS.DNC_REGISTRY", {})
    sendgrid_upsert(df.email.dropna().tolist())
    crm_gateway_push(df)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
