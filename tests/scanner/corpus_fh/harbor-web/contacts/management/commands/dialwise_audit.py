"""python manage.py dialwise_audit — compare our segments with Dialwise's lists."""
import requests
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from contacts.models import Segment


class Command(BaseCommand):
    help = "Report segments whose Dialwise contact list is missing or has drifted."

    def handle(self, *args, **opts):
        cfg = settings.DIALWISE
        base = cfg["HOST"].rstrip("/") + "/api/public/v1"
        headers = {"X-Api-Key": cfg["API_KEY"], "X-User-Email": cfg["ACTING_USER"]}

        for seg in Segment.objects.exclude(dialwise_list_id=""):
            resp = requests.get(f"{base}/contact-lists/{seg.dialwise_list_id}", headers=headers, timeout=10)
            if resp.status_code == 404:
                err = resp.json().get("error", "")
                if err == "user not found":
                    raise CommandError("acting user unknown to Dialwise, check DIALWISE_ACTING_USER")
                self.stdout.write(self.style.WARNING(f"{seg.pk}: list {seg.dialwise_list_id} missing ({err})"))
                continue
            if resp.status_code == 502:
                raise CommandError("Dialwise identity provider unreachable, try again shortly")
            resp.raise_for_status()
            remote = resp.json()["contact_count"]
            local = len(seg.phones())
            if remote != local:
                self.stdout.write(f"{seg.pk}: {local} local vs {remote} on Dialwise")
