import datetime as dt

import requests
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from dialing.models import Campaign


class Command(BaseCommand):
    help = "Reconcile Ringlane contact lists with active campaigns (one-off / cron fallback)."

    def add_arguments(self, parser):
        parser.add_argument("--since", default="1d", help="e.g. 6h, 1d, 7d")
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, since, dry_run, **opts):
        cfg = settings.RINGLANE
        headers = {
            "x-api-key": cfg["API_KEY"],
            "x-user-email": cfg["ACTING_USER"],
        }
        resp = requests.get(
            f"{cfg['BASE_URL']}/contact-lists",
            headers=headers,
            params={"per_page": 200},
            timeout=30,
        )
        if resp.status_code == 503:
            raise CommandError("Ringlane says the API is disabled for our account; check the admin console.")
        resp.raise_for_status()
        remote = {str(item["id"]): item for item in resp.json()["data"]}

        cutoff = dt.datetime.now(dt.timezone.utc) - _parse_since(since)
        campaigns = Campaign.objects.filter(is_active=True, created_at__gte=cutoff)
        missing = [c for c in campaigns if c.ringlane_list_id not in remote]
        self.stdout.write(f"{len(missing)} campaigns without a live list")
        if dry_run:
            return
        for campaign in missing:
            from dialing.services.contact_sync import ensure_list_for_campaign

            ensure_list_for_campaign(campaign)
            self.stdout.write(self.style.SUCCESS(f"  fixed {campaign.pk} {campaign.name}"))


def _parse_since(value):
    unit = value[-1]
    n = int(value[:-1])
    return dt.timedelta(hours=n) if unit == "h" else dt.timedelta(days=n)
