#!/usr/bin/env python3
"""Export a Marketo static list to CSV for the agency newsletter."""
import csv
import os
import sys

import requests

BASE = os.environ["MARKETO_BASE_URL"]


def token():
    r = requests.get(
        f"{BASE}/identity/oauth/token",
        params={
            "grant_type": "client_credentials",
            "client_id": os.environ["MARKETO_CLIENT_ID"],
            "client_secret": os.environ["MARKETO_CLIENT_SECRET"],
        },
        timeout=20,
    )
    body = r.json()
    if "error" in body:
        # OAuth errors come back as {"error": "...", "error_description": "..."}
        sys.exit(f"marketo auth failed: {body['error']} {body.get('error_description', '')}")
    return body["access_token"]


def leads_in_list(list_id, access_token):
    url = f"{BASE}/rest/v1/lists/{list_id}/leads.json"
    params = {"fields": "email,firstName,lastName,phone", "batchSize": 300}
    headers = {"Authorization": f"Bearer {access_token}"}
    while True:
        r = requests.get(url, params=params, headers=headers, timeout=60)
        if r.status_code in (502, 503):
            continue
        data = r.json()
        if not data.get("success"):
            raise RuntimeError(data.get("errors"))
        yield from data.get("result", [])
        if "nextPageToken" not in data:
            break
        params["nextPageToken"] = data["nextPageToken"]


def main(list_id, out_path):
    t = token()
    with open(out_path, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["email", "firstName", "lastName", "phone"], extrasaction="ignore")
        w.writeheader()
        for lead in leads_in_list(list_id, t):
            w.writerow(lead)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
