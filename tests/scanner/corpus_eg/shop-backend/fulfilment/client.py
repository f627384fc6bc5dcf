"""Client for the internal fulfilment service (API Gateway + Lambda)."""
import logging

import requests
from django.conf import settings
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

logger = logging.getLogger(__name__)


class FulfilmentUnavailable(Exception):
    pass


def _session():
    retry = Retry(
        total=5,
        backoff_factor=1,
        status_forcelist=(500, 502, 503, 504),
        allowed_methods=frozenset({"GET", "POST"}),
    )
    s = requests.Session()
    s.mount("https://", HTTPAdapter(max_retries=retry))
    # API Gateway usage-plan key
    s.headers["x-api-key"] = settings.FULFILMENT_API_KEY
    return s


class FulfilmentClient:
    def __init__(self):
        self.base = settings.FULFILMENT_API_URL.rstrip("/")
        self.http = _session()

    def create_shipment(self, order):
        r = self.http.post(f"{self.base}/shipments", json=order.to_fulfilment_payload(), timeout=10)
        if r.status_code == 503:
            raise FulfilmentUnavailable("warehouse system in maintenance window")
        if r.status_code == 404:
            logger.error("fulfilment does not know SKU(s) for order %s: %s", order.pk, r.json().get("error"))
            return None
        r.raise_for_status()
        return r.json()["shipment_id"]

    def shipment_status(self, shipment_id):
        r = self.http.get(f"{self.base}/shipments/{shipment_id}", timeout=10)
        if r.status_code == 502:
            raise FulfilmentUnavailable("gateway could not reach lambda")
        r.raise_for_status()
        return r.json()
