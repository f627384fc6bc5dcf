"""Export SendGrid marketing contact lists to CSV."""
import os

import pandas as pd
import requests

SG_BASE = os.getenv("SENDGRID_BASE_URL", "https://api.sendgrid.com/v3")
HEADERS = {"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"}


def fetch_lists():
    resp = requests.get(f"{SG_BASE}/marketing/lists", headers=HEADERS, params={"page_size": 100})
    if resp.status_code == 503:
        raise SystemExit("SendGrid is having an outage, try later")
    resp.raise_for_status()
    return resp.json()["result"]


def fetch_contact_lists_legacy():
    # legacy contactdb endpoint, still used for the old newsletter
    resp = requests.get("https://api.sendgrid.com/v3/contactdb/lists", headers=HEADERS)
    if resp.status_code == 404:
        return []
    body = resp.json()
    if "errors" in body:
        raise RuntimeError(body["errors"][0]["message"])
    return body["lists"]


if __name__ == "__main__":
    df = pd.DataFrame(fetch_lists())
    df.to_csv("sendgrid_lists.csv", index=False)
