import requests
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from campaigns.models import Campaign
from integrations.dialforge.adapter import DialforgeClient, DialforgeError


class Command(BaseCommand):
    help = "Push campaign recipients to Dialforge call lists and Postbird email lists."

    def add_arguments(self, parser):
        parser.add_argument("--campaign", type=int, help="only sync this campaign id")
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, **opts):
        dialforge = DialforgeClient()
        qs = Campaign.objects.filter(active=True)
        if opts["campaign"]:
            qs = qs.filter(pk=opts["campaign"])

        for campaign in qs:
            phones = list(campaign.recipients.values_list("phone", flat=True))
            if opts["dry_run"]:
                self.stdout.write(f"[dry-run] {campaign.pk}: {len(phones)} phones")
                continue
            try:
                dialforge.append_contacts(campaign.dialforge_list_id, phones)
            except DialforgeError as exc:
                if exc.status == 502:
                    self.stderr.write(f"Dialforge IdP unreachable for campaign {campaign.pk}; will retry next run")
                    continue
                raise CommandError(str(exc))
            self._sync_email(campaign)

    def _sync_email(self, campaign):
        cfg = settings.POSTBIRD
        resp = requests.post(
            f"{cfg['BASE_URL']}/contact-lists/{campaign.postbird_list_id}/members",
            headers={"x-api-key": cfg["API_KEY"]},
            json={"emails": list(campaign.recipients.values_list("email", flat=True))},
            timeout=10,
        )
        if resp.status_code in (502, 503):
            self.stderr.write("Postbird unavailable, skipping email sync")
            return
        resp.raise_for_status()
