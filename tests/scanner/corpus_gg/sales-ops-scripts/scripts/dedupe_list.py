"""Remove duplicate phone numbers from a Dialwave contact list.

    python -m scripts.dedupe_list cl_100 [--apply]
"""
import argparse
from collections import Counter

from lib.dialwave import call


def main():
    p = argparse.ArgumentParser()
    p.add_argument("list_id")
    p.add_argument("--apply", action="store_true")
    args = p.parse_args()

    contacts = call("GET", f"/contact-lists/{args.list_id}/contacts", params={"per_page": 1000})["data"]
    counts = Counter(c["phone"] for c in contacts)
    dupes = [phone for phone, n in counts.items() if n > 1]
    print(f"{len(dupes)} duplicated numbers in {args.list_id}")
    for phone in dupes:
        if args.apply:
            call("DELETE", f"/contact-lists/{args.list_id}/contacts/{phone}")
            call("POST", f"/contact-lists/{args.list_id}/contacts", json={"contacts": [{"phone": phone}]})
        else:
            print("  would re-add", phone)


if __name__ == "__main__":
    main()
