"""One-off: delete empty / stale DialWise contact lists.

Written before crmsync.dialwise existed; still used by sales-ops every quarter.
"""
import time

import requests
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

BASE = "https://api.dialwise.io/api/public/v1"
HEADERS = {
    "x-api-key": settings.DIALWISE_API_KEY,
    "X-User-Email": settings.DIALWISE_ACTING_USER,
}


class Command(BaseCommand):
    help = "Delete DialWise contact lists with no contacts (dry run by default)"

    def add_arguments(self, parser):
        parser.add_argument("--apply", action="store_true")

    def _get(self, url):
        for attempt in range(4):
            resp = requests.get(url, headers=HEADERS, timeout=15)
            if resp.status_code in (429, 502, 504):
                time.sleep(2 ** attempt)
                continue
            return resp
        return resp

    def handle(self, *args, **opts):
        resp = self._get(f"{BASE}/contact-lists?limit=200")
        if resp.status_code == 503:
            raise CommandError("DialWise public API is disabled for our account")
        if resp.status_code == 404 and resp.json().get("error") == "user not found":
            raise CommandError(f"{settings.DIALWISE_ACTING_USER} is not a DialWise user")
        if not resp.ok:
            raise CommandError(resp.json()["error"])

        for cl in resp.json()["data"]:
            if cl["contact_count"]:
                continue
            self.stdout.write(f"empty list {cl['id']} ({cl['name']})")
            if opts["apply"]:
                requests.delete(f"{BASE}/contact-lists/{cl['id']}", headers=HEADERS, timeout=15)
