#!/usr/bin/env python3
"""Export HubSpot contacts in a static list to CSV for manual dialing."""
import csv
import os
import sys

import requests

TOKEN = os.environ["HUBSPOT_TOKEN"]


def main(list_id, out):
    url = f"https://api.hubapi.com/contacts/v1/lists/{list_id}/contacts/all"
    params = {"count": 100, "property": ["firstname", "lastname", "phone"]}
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh)
        while True:
            r = requests.get(url, headers={"Authorization": f"Bearer {TOKEN}"}, params=params, timeout=30)
            if r.status_code == 404:
                sys.exit(f"list {list_id} not found")
            r.raise_for_status()
            data = r.json()
            for c in data["contacts"]:
                p = c["properties"]
                w.writerow([p.get("firstname", {}).get("value"), p.get("lastname", {}).get("value"), p.get("phone", {}).get("value")])
            if not data["has-more"]:
                break
            params["vidOffset"] = data["vid-offset"]


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
