from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from dialer.client import CallvoxClient
from dialer.exceptions import CallvoxUnavailable, CallvoxUserMissing
from dialer.models import DialList


class Command(BaseCommand):
    help = "Push pending dial lists to Callvox"

    def add_arguments(self, parser):
        parser.add_argument("--as", dest="acting", required=True, help="Callvox login email to act as")

    def handle(self, *args, **opts):
        client = CallvoxClient(opts["acting"])
        for dl in DialList.objects.filter(synced_at__isnull=True):
            try:
                if not dl.callvox_id:
                    dl.callvox_id = client.create_contact_list(dl.name)["id"]
                client.add_contacts(dl.callvox_id, dl.pending_phones())
            except CallvoxUserMissing:
                raise CommandError(f"{opts['acting']} has no Callvox account")
            except CallvoxUnavailable as exc:
                self.stderr.write(f"skipping {dl.pk}: {exc}")
                continue
            dl.synced_at = timezone.now()
            dl.save(update_fields=["callvox_id", "synced_at"])
            self.stdout.write(self.style.SUCCESS(f"pushed {dl.name}"))
