"""Ringvale dialer calls used by the workers."""
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import config

_retry = Retry(
    total=4,
    backoff_factor=1.5,
    status_forcelist=[429, 502, 504],
    allowed_methods=frozenset({"GET", "POST", "DELETE"}),
)


def _session(acting_email=None):
    s = requests.Session()
    s.mount("https://", HTTPAdapter(max_retries=_retry))
    s.headers["x-api-key"] = config.RINGVALE_KEY
    s.headers["x-user-email"] = acting_email or config.RINGVALE_SERVICE_USER
    return s


def append_contacts(list_id, phones, acting_email=None):
    resp = _session(acting_email).post(
        f"{config.RINGVALE_URL}/contact-lists/{list_id}/contacts",
        json={"contacts": [{"phone": p} for p in phones]},
        timeout=15,
    )
    resp.raise_for_status()
    return resp.json()


def delete_list(list_id):
    resp = _session().delete(f"{config.RINGVALE_URL}/contact-lists/{list_id}", timeout=15)
    resp.raise_for_status()
    return True
