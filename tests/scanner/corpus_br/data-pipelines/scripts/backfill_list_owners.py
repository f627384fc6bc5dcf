#!/usr/bin/env python3
"""One-off (2023-05): re-own contact lists after the sales team reshuffle. Kept for reference."""
import csv
import sys

import requests

BASE = "https://api.ringwell.io/api/public/v1"
KEY = "rw_Zt7QmP4xK9wL2cV8nB5hJ3dF6sA1"


def main(path: str) -> None:
    with open(path) as fh:
        for row in csv.DictReader(fh):
            resp = requests.patch(
                f"{BASE}/contact-lists/{row['list_id']}",
                json={"owner": row["new_owner"]},
                headers={"x-api-key": KEY, "x-user-email": row["new_owner"]},
                timeout=20,
            )
            if not resp.ok:
                print(f"skip {row['list_id']}: {resp.json()['error']}")
                continue
            resp.raise_for_status()


if __name__ == "__main__":
    main(sys.argv[1])
