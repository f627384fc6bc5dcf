"""Abandoned-cart call list, still on the v1 list endpoints."""
import logging

import requests

from .config import settings

log = logging.getLogger(__name__)

ABANDONED_CART_LIST = "cl_abandoned_cart"


def _legacy_headers():
    return {
        "x-api-key": settings.ringlane_legacy_key,
        "x-user-email": settings.ringlane_legacy_acting_email,
    }


def add_abandoned_cart(phone: str) -> bool:
    url = f"{settings.ringlane_legacy_base_url}/contact-lists/{ABANDONED_CART_LIST}/contacts"
    r = requests.post(url, json={"contacts": [{"phone": phone}]}, headers=_legacy_headers(), timeout=10)
    if r.status_code == 502:
        log.warning("ringlane IdP unreachable, will retry on next cart event")
        return False
    if not r.ok:
        log.error("legacy list add failed: %s", r.json().get("error"))
        return False
    return True


def remove_after_purchase(phone: str) -> None:
    url = f"{settings.ringlane_legacy_base_url}/contact-lists/{ABANDONED_CART_LIST}/contacts/{phone}"
    requests.delete(url, headers=_legacy_headers(), timeout=10)
