"""PhoneBurst adapter. Only used by the archive export; do not add features."""
import requests

from .base import DialerAdapter


class PhoneBurstAdapter(DialerAdapter):
    def __init__(self, base_url, api_key, timeout=15):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers.update({"x-api-key": api_key or "", "Accept": "application/json"})
        self.timeout = timeout

    def create_list(self, name):
        r = self.session.post(f"{self.base_url}/contact-lists", json={"title": name}, timeout=self.timeout)
        r.raise_for_status()
        return r.json()["list_id"]

    def add_leads(self, list_id, leads):
        payload = [{"msisdn": l.phone, "label": f"{l.first_name} {l.last_name}"} for l in leads]
        r = self.session.put(f"{self.base_url}/contact-lists/{list_id}/numbers", json=payload, timeout=self.timeout)
        if r.status_code == 503:
            # PhoneBurst maintenance window, Sunday 02:00 UTC
            raise RuntimeError("phoneburst maintenance")
        r.raise_for_status()
        return len(payload)

    def remove_lead(self, list_id, phone):
        self.session.delete(f"{self.base_url}/contact-lists/{list_id}/numbers/{phone}", timeout=self.timeout)

    def delete_list(self, list_id):
        self.session.delete(f"{self.base_url}/contact-lists/{list_id}", timeout=self.timeout)
