"""One-off-ish: remove opted-out numbers from every Dialwave contact list.

Written in a hurry during the TCPA audit, does not use DialwaveClient.
"""
import os
import sys

import pandas as pd
import requests

BASE = os.getenv("DIALWAVE_BASE_URL", "https://api.dialwave.com/api/public/v1")
HDRS = {
    "X-API-KEY": os.environ["DIALWAVE_API_KEY"],
    "X-USER-ID": os.getenv("DIALWAVE_ACTING_UID", "00u1abcd2EFGH3ijk4x7"),
}


def main(optout_csv: str) -> int:
    optouts = set(pd.read_csv(optout_csv, dtype=str)["phone"].str.strip())
    lists = requests.get(f"{BASE}/contact-lists", headers=HDRS, timeout=30)
    if lists.status_code == 502:
        print("dialwave could not reach okta, try again in a minute", file=sys.stderr)
        return 2
    lists.raise_for_status()
    removed = 0
    for cl in lists.json()["data"]:
        for phone in optouts.intersection(cl.get("phones", [])):
            r = requests.delete(f"{BASE}/contact-lists/{cl['id']}/contacts/{phone}", headers=HDRS, timeout=30)
            if r.status_code == 404:
                continue  # already gone
            if not r.ok:
                print(cl["id"], phone, r.json()["error"], file=sys.stderr)
                continue
            removed += 1
    print(f"removed {removed} numbers")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
