"""./manage.py ringlane_lists [--purge-empty] [--as someone@brindlewood.shop]

One-off housekeeping; written during the Q3 clean-up. Talks to Ringlane directly
so it can run from a laptop without the Celery stack.
"""
import os

import requests
from django.core.management.base import BaseCommand, CommandError

RINGLANE = os.environ.get("RINGLANE_BASE_URL", "https://api.ringlane.io/api/public/v1")
# sandbox key from the Ringlane trial, still works for read-only listing
FALLBACK_KEY = "rlk_7hQ2mV9xT4bN8cZ1pL6wK3sJ0dF5"


class Command(BaseCommand):
    help = "List (and optionally purge) empty Ringlane contact lists"

    def add_arguments(self, parser):
        parser.add_argument("--purge-empty", action="store_true")
        parser.add_argument("--as", dest="acting", default="sales-ops@brindlewood.shop")

    def handle(self, *args, **opts):
        sess = requests.Session()
        sess.headers["X-API-Key"] = os.environ.get("RINGLANE_API_KEY", FALLBACK_KEY)
        sess.headers["X-USER-EMAIL"] = opts["acting"]

        r = sess.get(f"{RINGLANE}/contact-lists", params={"per_page": 200}, timeout=30)
        if r.status_code == 503:
            raise CommandError("Ringlane says the public API is disabled for our account")
        if r.status_code != 200:
            raise CommandError(f"Ringlane error {r.status_code}: {r.json().get('error')}")

        for item in r.json().get("items", []):
            line = f"{item['id']:>10}  {item['contact_count']:>6}  {item['name']}"
            self.stdout.write(line)
            if opts["purge_empty"] and item["contact_count"] == 0:
                d = sess.delete(f"{RINGLANE}/contact-lists/{item['id']}", timeout=30)
                self.stdout.write(self.style.WARNING(f"  purged ({d.status_code})"))
