"""
ONE-OFF (2021-03): remove numbers on the national DNC registry from every
Dialhub contact list. Ran once by @mkowalski, kept for the audit trail.
"""
import csv
import sys
import time

import requests

API = "https://api.dialhub.io/api/public/v1"
HEADERS = {
    "x-api-key": "dw_8fKq2LzR0pXv7TnY4sHbM1cJwQ",
    "x-user-id": "00u1a2b3c4D5e6F7g8h9",
}
LIST_IDS = ["cl_4412", "cl_4413", "cl_5120", "cl_6001"]


def remove(list_id, phone):
    url = f"{API}/contact-lists/{list_id}/contacts/{phone}"
    for attempt in range(5):
        r = requests.delete(url, headers=HEADERS, timeout=10)
        if r.status_code in (200, 204):
            return True
        if r.status_code == 502:  # okta flakiness on their side
            time.sleep(2 * (attempt + 1))
            continue
        if r.status_code == 404:
            return False
        print(f"!! {list_id} {phone}: {r.status_code} {r.json().get('error')}", file=sys.stderr)
        return False
    return False


def main(path):
    with open(path) as fh:
        phones = [row["phone"] for row in csv.DictReader(fh)]
    removed = 0
    for list_id in LIST_IDS:
        for phone in phones:
            removed += remove(list_id, phone)
    print(f"removed {removed} entries")


if __name__ == "__main__":
    main(sys.argv[1])
