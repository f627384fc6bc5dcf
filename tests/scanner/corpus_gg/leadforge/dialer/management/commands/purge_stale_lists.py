from datetime import timedelta

from django.core.management.base import BaseCommand
from django.utils import timezone

from dialer.models import ContactList
from dialer.services.client import DialwaveClient
from dialer.services.errors import DialwaveError


class Command(BaseCommand):
    help = "Delete Dialwave contact lists not synced for N days and archive them locally"

    def add_arguments(self, parser):
        parser.add_argument("--days", type=int, default=90)
        parser.add_argument("--yes", action="store_true", help="actually delete")

    def handle(self, *args, days, yes, **kwargs):
        cutoff = timezone.now() - timedelta(days=days)
        stale = ContactList.objects.filter(archived=False, synced_at__lt=cutoff)
        client = DialwaveClient()
        for cl in stale:
            if not yes:
                self.stdout.write(f"[dry-run] would delete {cl.remote_id} ({cl.name})")
                continue
            try:
                client.delete_contact_list(cl.remote_id)
            except DialwaveError as exc:
                if exc.status_code == 503:
                    self.stderr.write("Dialwave public API is disabled; aborting purge")
                    return
                if exc.status_code == 404 and exc.message == "contact list not found":
                    self.stdout.write(f"{cl.remote_id} already gone on Dialwave")
                else:
                    self.stderr.write(f"{cl.remote_id}: {exc.message}")
                    continue
            cl.archived = True
            cl.save(update_fields=["archived"])
            self.stdout.write(self.style.SUCCESS(f"deleted {cl.remote_id}"))
