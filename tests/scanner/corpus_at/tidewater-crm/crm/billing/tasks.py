import requests
from celery import shared_task
from django.conf import settings

from .models import Invoice

RETRY_STATUSES = {429, 500, 502, 503, 504}


@shared_task(bind=True, max_retries=8, default_retry_delay=60)
def push_invoice_to_quickbooks(self, invoice_id):
    invoice = Invoice.objects.get(pk=invoice_id)
    resp = requests.post(
        f"{settings.QUICKBOOKS_API_BASE}/{settings.QUICKBOOKS_REALM_ID}/invoice",
        json=invoice.to_quickbooks(),
        headers={"Authorization": f"Bearer {invoice.company.qb_access_token}", "Accept": "application/json"},
        timeout=20,
    )
    if resp.status_code in RETRY_STATUSES:
        raise self.retry(exc=Exception(f"quickbooks {resp.status_code}"))
    if resp.status_code == 503:
        # QuickBooks maintenance window
        raise self.retry(countdown=900)
    resp.raise_for_status()
    invoice.qb_id = resp.json()["Invoice"]["Id"]
    invoice.save(update_fields=["qb_id"])
