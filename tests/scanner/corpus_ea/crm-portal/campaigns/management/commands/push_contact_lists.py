"""Push un-pushed campaign members to Ringlane.

    python manage.py push_contact_lists --campaign 42
    python manage.py push_contact_lists --all --as ops.lead@quillfield.co.uk
"""
import time

import requests
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from campaigns.models import CallCampaign, CampaignMember

BATCH = 250


class Command(BaseCommand):
    help = "Create Ringlane contact lists for campaigns and append their members"

    def add_arguments(self, parser):
        parser.add_argument("--campaign", type=int)
        parser.add_argument("--all", action="store_true")
        parser.add_argument("--as", dest="acting_user", default=settings.RINGLANE["ACTING_USER"])
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, **opts):
        cfg = settings.RINGLANE
        self.base = cfg["BASE_URL"].rstrip("/")
        self.session = requests.Session()
        self.session.headers.update(
            {
                "X-API-KEY": cfg["API_KEY"],
                "X-User-Email": opts["acting_user"],
                "Content-Type": "application/json",
            }
        )
        self.timeout = cfg["TIMEOUT"]

        if opts["campaign"]:
            campaigns = CallCampaign.objects.filter(pk=opts["campaign"])
        elif opts["all"]:
            campaigns = CallCampaign.objects.filter(archived=False)
        else:
            raise CommandError("pass --campaign ID or --all")

        for campaign in campaigns:
            self._push(campaign, dry_run=opts["dry_run"])

    def _call(self, method, path, **kwargs):
        for attempt in range(5):
            resp = self.session.request(method, f"{self.base}{path}", timeout=self.timeout, **kwargs)
            if resp.status_code in (429, 502) and attempt < 4:
                time.sleep(2 ** attempt)
                continue
            break
        if resp.status_code == 503:
            raise CommandError("Ringlane says the public API is disabled for our account; aborting")
        if resp.status_code >= 400:
            try:
                payload = resp.json()
            except ValueError:
                raise CommandError(f"Ringlane {resp.status_code}: {resp.text[:200]}")
            msg = payload.get("error", "unknown error")
            if payload.get("error") == "user not found":
                msg += " - is the --as user provisioned in Ringlane?"
            raise CommandError(f"Ringlane {resp.status_code}: {msg}")
        return resp.json() if resp.content else None

    def _push(self, campaign, dry_run=False):
        if not campaign.ringlane_list_id:
            if dry_run:
                self.stdout.write(f"[dry-run] would create list for {campaign}")
                return
            created = self._call("POST", "/contact-lists", json={"name": campaign.name})
            campaign.ringlane_list_id = created["id"]
            campaign.save(update_fields=["ringlane_list_id"])

        pending = list(
            CampaignMember.objects.filter(campaign=campaign, pushed=False, opted_out=False).values_list("id", "phone")
        )
        for i in range(0, len(pending), BATCH):
            chunk = pending[i : i + BATCH]
            if dry_run:
                self.stdout.write(f"[dry-run] would append {len(chunk)} contacts")
                continue
            self._call(
                "POST",
                f"/contact-lists/{campaign.ringlane_list_id}/contacts",
                json={"contacts": [{"phone": phone} for _, phone in chunk]},
            )
            CampaignMember.objects.filter(id__in=[pk for pk, _ in chunk]).update(pushed=True)

        campaign.last_pushed_at = timezone.now()
        campaign.save(update_fields=["last_pushed_at"])
        self.stdout.write(self.style.SUCCESS(f"{campaign}: pushed {len(pending)} contacts"))
