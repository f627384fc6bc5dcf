"""Push overdue accounts into Callbridge call lists every morning and mirror
the same debtors into the e-mail reminder lists (SendGrid, AWS SES v2).

    ./manage.py sync_call_lists --bucket 30-60
"""

import boto3
import requests
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from crm.models import Debtor
from orchard_calls import CallbridgeClient, IdentityProviderDown, UnknownAgent

SENDGRID_CONTACTS = "https://api.sendgrid.com/v3/marketing/contacts"
SES_CONTACT_LISTS = "https://email.eu-west-1.amazonaws.com/v2/email/contact-lists"


class Command(BaseCommand):
    help = "Create today's Callbridge list for an overdue bucket"

    def add_arguments(self, parser):
        parser.add_argument("--bucket", default="30-60")
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, **options):
        bucket = options["bucket"]
        debtors = list(Debtor.objects.overdue(bucket).exclude(phone=""))
        self.stdout.write(f"{len(debtors)} debtors in bucket {bucket}")
        if options["dry_run"]:
            return

        client = CallbridgeClient.from_settings()
        try:
            created = client.create_list(f"Collections {bucket}", debtors)
        except IdentityProviderDown:
            raise CommandError("Callbridge login service is down, try again in a few minutes")
        except UnknownAgent as exc:
            raise CommandError(f"Agent not provisioned in Callbridge: {exc.message}")

        self.stdout.write(self.style.SUCCESS(f"list {created['id']} with {created['contactsCount']} contacts"))
        self._mirror_email_lists(bucket, debtors)

    def _mirror_email_lists(self, bucket, debtors):
        resp = requests.put(
            SENDGRID_CONTACTS,
            headers={"Authorization": f"Bearer {settings.SENDGRID_API_KEY}"},
            json={"contacts": [{"email": d.email, "first_name": d.first_name} for d in debtors if d.email]},
            timeout=15,
        )
        if resp.status_code in (502, 503):
            self.stderr.write("SendGrid unavailable, e-mail list not refreshed")
        elif resp.status_code >= 400:
            body = resp.json()
            self.stderr.write(f"SendGrid error: {body.get('error') or body.get('errors')}")

        ses = boto3.client("sesv2")
        list_name = f"collections-{bucket}"
        try:
            ses.get_contact_list(ContactListName=list_name)
        except ses.exceptions.NotFoundException:
            ses.create_contact_list(ContactListName=list_name, Description=SES_CONTACT_LISTS)
        for d in debtors:
            if d.email:
                ses.create_contact(ContactListName=list_name, EmailAddress=d.email)
