#!/usr/bin/env python3
"""Report Mailchimp audiences ("lists") with no activity in 180 days."""
import os

import requests

DC = os.environ.get("MAILCHIMP_DC", "us14")
API = f"https://{DC}.api.mailchimp.com/3.0"
AUTH = ("anystring", os.environ["MAILCHIMP_API_KEY"])


def audiences():
    r = requests.get(f"{API}/lists", auth=AUTH, params={"count": 200}, timeout=30)
    if r.status_code == 404:
        return []
    r.raise_for_status()
    return r.json()["lists"]


def main():
    for aud in audiences():
        stats = aud["stats"]
        if stats.get("last_sub_date", "") < "2024-01-01":
            print(f"{aud['id']}\t{aud['name']}\t{stats['member_count']}")


if __name__ == "__main__":
    main()
