#!/usr/bin/env python3
"""Dump SendGrid marketing contact lists (used for the newsletter, not dialing)."""
import os

import requests

SG = "https://api.sendgrid.com/v3"


def main():
    headers = {"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"}
    resp = requests.get(f"{SG}/marketing/lists", headers=headers, params={"page_size": 100})
    if resp.status_code >= 400:
        for err in resp.json().get("errors", []):
            print(err["field"], err["message"])
        return
    for lst in resp.json()["result"]:
        print(lst["id"], lst["name"], lst["contact_count"])


if __name__ == "__main__":
    main()
