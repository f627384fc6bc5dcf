"""Probe for the Ringlane v2 API ahead of the migration (RL-2291). Not used by backfills yet."""
import os

import requests

V2 = "https://api.ringlane.com/api/public/v2"
KEY = os.environ.get("RINGLANE_V2_KEY", "rl_test_6c1f0e2a-9d3b-4f71-8a54-2b7e9c0d1f36.q8Zr2xLm")


def main():
    r = requests.get(f"{V2}/call-lists", headers={"Authorization": f"Bearer {KEY}"}, timeout=15)
    if r.status_code >= 400:
        err = r.json().get("error", {})
        print("v2 error", err.get("code"), err.get("message"))
        return
    print(len(r.json()["data"]), "call lists visible via v2")


if __name__ == "__main__":
    main()
