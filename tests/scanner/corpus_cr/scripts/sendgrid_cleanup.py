#!/usr/bin/env python3
"""Remove hard-bounced addresses from our SendGrid marketing contact lists."""
import os

import requests

SG = "https://api.sendgrid.com/v3"
H = {"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"}

bounces = requests.get(f"{SG}/suppression/bounces", headers=H, timeout=30).json()
emails = {b["email"] for b in bounces}
lists = requests.get(f"{SG}/marketing/lists", headers=H, timeout=30).json()["result"]
for lst in lists:
    r = requests.delete(f"{SG}/marketing/lists/{lst['id']}/contacts", headers=H, params={"contact_ids": ",".join(emails)})
    if r.status_code == 404:
        print("list gone:", lst["id"])
    elif r.status_code >= 400:
        print("error:", r.json().get("errors"))
