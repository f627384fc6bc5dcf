"""Reconcile Ringlane contact lists with CRM campaigns.

Usage: ./manage.py sync_ringlane_lists [--dry-run] [--okta-user-id 00u...]
"""
import requests
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from crm.leads.models import Campaign
from integrations.ringlane.client import RinglaneClient


class Command(BaseCommand):
    help = "Delete orphaned Ringlane contact lists and report drift"

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true")
        parser.add_argument("--okta-user-id", default=None, help="act as this Okta user instead of the bot")

    def handle(self, *args, **opts):
        client = RinglaneClient()
        known = set(Campaign.objects.exclude(ringlane_list_id=None).values_list("ringlane_list_id", flat=True))
        remote = client.list_contact_lists() or []
        orphans = [lst for lst in remote if lst["id"] not in known]
        self.stdout.write(f"{len(remote)} lists on Ringlane, {len(orphans)} orphaned")

        headers = {
            "x-api-key": settings.RINGLANE_API_KEY,
            "x-user-id": opts["okta_user_id"] or "00u1bot7ringlane5x7",
        }
        for lst in orphans:
            if opts["dry_run"]:
                self.stdout.write(f"would delete {lst['id']} ({lst['name']})")
                continue
            resp = requests.delete(
                f"{settings.RINGLANE_API_BASE}/contact-lists/{lst['id']}",
                headers=headers,
                timeout=15,
            )
            if resp.status_code == 404 and resp.json().get("error") == "user not found":
                raise CommandError("acting user unknown to Ringlane; pass --okta-user-id")
            resp.raise_for_status()
            self.stdout.write(self.style.SUCCESS(f"deleted {lst['id']}"))
