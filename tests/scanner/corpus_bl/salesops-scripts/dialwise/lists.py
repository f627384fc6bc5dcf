from urllib.parse import quote

from .errors import DialWiseError

CHUNK = 500


class ContactLists:
    def __init__(self, session):
        self.session = session

    def all(self):
        return self.session.request("GET", "/contact-lists")

    def by_name(self, name):
        for lst in self.all():
            if lst["name"].strip().lower() == name.strip().lower():
                return lst
        return None

    def create(self, name, description=""):
        return self.session.request("POST", "/contact-lists", json={"name": name, "description": description})

    def get(self, list_id):
        return self.session.request("GET", f"/contact-lists/{list_id}")

    def delete(self, list_id):
        self.session.request("DELETE", f"/contact-lists/{list_id}")

    def add_phones(self, list_id, rows):
        """rows: iterable of dicts with phone, first_name, last_name, external_id"""
        rows = list(rows)
        added = 0
        for i in range(0, len(rows), CHUNK):
            chunk = rows[i : i + CHUNK]
            self.session.request("POST", f"/contact-lists/{list_id}/contacts", json={"contacts": chunk})
            added += len(chunk)
        return added

    def remove_phone(self, list_id, phone):
        try:
            self.session.request("DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")
        except DialWiseError as e:
            if e.status != 404:
                raise
