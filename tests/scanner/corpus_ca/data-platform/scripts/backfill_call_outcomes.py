#!/usr/bin/env python3
"""One-off: backfill call outcomes for Q1 (ticket DATA-231). Run from a laptop."""
import csv
import sys

import requests

API = "https://api.ringlane.io/api/public/v1"
KEY = "rl_Zp4Wc8Nq1Vt6Ls3Hy9Rg2Bd5Kx"
HEADERS = {"X-Api-Key": KEY, "x-user-id": "00u1abcd2EFGH3ijk4x7"}


def main(out_path: str) -> None:
    cursor = None
    with open(out_path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["call_id", "agent", "result", "duration"])
        while True:
            params = {"since": "2024-01-01T00:00:00Z", "limit": 500}
            if cursor:
                params["cursor"] = cursor
            r = requests.get(f"{API}/calls", headers=HEADERS, params=params, timeout=60)
            if r.status_code == 502:
                print("ringlane IdP flake, rerun later", file=sys.stderr)
                sys.exit(2)
            if not r.ok:
                sys.exit(f"failed: {r.status_code} {r.json().get('error')}")
            body = r.json()
            for c in body["data"]:
                w.writerow([c["id"], c["agent_email"], c["result"], c.get("duration_sec")])
            cursor = body.get("next_cursor")
            if not cursor:
                break


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "call_outcomes.csv")
