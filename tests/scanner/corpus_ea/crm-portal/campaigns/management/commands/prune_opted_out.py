import logging

import requests
from django.conf import settings
from django.core.management.base import BaseCommand

from campaigns.models import CampaignMember

log = logging.getLogger(__name__)


class Command(BaseCommand):
    help = "Remove opted-out members from their Ringlane lists (GDPR / TPS)"

    def add_arguments(self, parser):
        parser.add_argument("--okta-user-id", required=True, help="Okta id of the compliance officer")

    def handle(self, *args, **opts):
        cfg = settings.RINGLANE
        headers = {
            "x-api-key": cfg["API_KEY"],
            "x-user-id": opts["okta_user_id"],
        }
        removed = 0
        qs = CampaignMember.objects.filter(opted_out=True, pushed=True).select_related("campaign")
        for member in qs.iterator():
            list_id = member.campaign.ringlane_list_id
            url = f"{cfg['BASE_URL']}/contact-lists/{list_id}/contacts/{member.phone}"
            resp = requests.delete(url, headers=headers, timeout=cfg["TIMEOUT"])
            if resp.status_code == 404:  # v1: user not found OR list/contact missing
                err = resp.json().get("error", "")
                if err == "user not found":
                    self.stderr.write("compliance officer is not a Ringlane user; stopping")
                    return
                # list or contact already gone, treat as removed
            elif resp.status_code == 502:
                log.warning("Ringlane IdP unavailable, skipping %s for now", member.pk)
                continue
            else:
                resp.raise_for_status()
            member.pushed = False
            member.save(update_fields=["pushed"])
            removed += 1
        self.stdout.write(f"removed {removed} opted-out contacts")
