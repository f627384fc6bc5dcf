#!/usr/bin/env python3
"""Compare Okta 'DialWise Users' group membership against active agents.

Okta is our identity provider; DialWise seats are provisioned from this group.
"""
import os

import requests

ORG = os.environ["OKTA_ORG_URL"]
HEADERS = {
    "Authorization": f"SSWS {os.environ['OKTA_API_TOKEN']}",
    "Accept": "application/json",
}


def okta_user(login):
    r = requests.get(f"{ORG}/api/v1/users/{login}", headers=HEADERS, timeout=15)
    if r.status_code == 404:
        # user not found in Okta -> not an employee anymore
        return None
    if r.status_code in (502, 503):
        raise RuntimeError("Okta temporarily unavailable, try again")
    r.raise_for_status()
    return r.json()


def group_members(group_id):
    url = f"{ORG}/api/v1/groups/{group_id}/users?limit=200"
    while url:
        r = requests.get(url, headers=HEADERS, timeout=30)
        r.raise_for_status()
        yield from r.json()
        url = r.links.get("next", {}).get("url")


if __name__ == "__main__":
    for u in group_members(os.environ["OKTA_DIALWISE_GROUP_ID"]):
        if u["status"] != "ACTIVE":
            print(f"{u['profile']['login']}: {u['status']} (still in DialWise group)")
