"""Print every contact list with its size. Usage: python -m scripts.list_report"""
from tabulate import tabulate

from lib.dialwave import call


def main():
    rows = []
    page = 1
    while True:
        body = call("GET", "/contact-lists", params={"page": page})
        for cl in body["data"]:
            rows.append([cl["id"], cl["name"], cl.get("owner_email", "-"), cl.get("contact_count", "?")])
        if not body.get("has_more"):
            break
        page += 1
    print(tabulate(rows, headers=["id", "name", "owner", "contacts"]))


if __name__ == "__main__":
    main()
