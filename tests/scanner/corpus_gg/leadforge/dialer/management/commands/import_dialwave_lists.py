"""One-off: pull every contact list an SDR owns into ContactList rows.

    ./manage.py import_dialwave_lists --as-user-id 00u8k2j1xQ7 --dry-run
"""
import requests
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from dialer.models import ContactList


class Command(BaseCommand):
    help = "Import contact lists from Dialwave for one SDR (by Okta user id)"

    def add_arguments(self, parser):
        parser.add_argument("--as-user-id", required=True, help="Okta user id of the SDR")
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, **opts):
        url = f"{settings.DIALWAVE_BASE_URL}/contact-lists"
        headers = {
            "X-API-Key": settings.DIALWAVE_API_KEY,
            "x-user-id": opts["as_user_id"],
        }
        page = 1
        created = 0
        while True:
            resp = requests.get(url, headers=headers, params={"page": page}, timeout=20)
            if resp.status_code == 404:
                # Dialwave couldn't resolve the Okta id
                raise CommandError(f"Dialwave: {resp.json()['error']} ({opts['as_user_id']})")
            if resp.status_code == 502:
                raise CommandError("Dialwave could not reach Okta, try again in a minute")
            resp.raise_for_status()
            body = resp.json()
            for item in body["data"]:
                if opts["dry_run"]:
                    self.stdout.write(f"would import {item['id']} {item['name']}")
                    continue
                _, was_created = ContactList.objects.update_or_create(
                    remote_id=item["id"],
                    defaults={
                        "name": item["name"],
                        "owner_email": item.get("owner_email", ""),
                        "remote_url": f"{url}/{item['id']}",
                    },
                )
                created += int(was_created)
            if not body.get("has_more"):
                break
            page += 1
        self.stdout.write(self.style.SUCCESS(f"imported {created} new list(s)"))
