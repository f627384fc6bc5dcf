# -*- coding: utf-8 -*-
import logging
import re

import requests
import six

try:  # py2
    from urllib import quote
except ImportError:  # py3
    from urllib.parse import quote

import settings
from utils.retry import retry
from ringdeck.errors import RingdeckUnavailable, raise_for_ringdeck

log = logging.getLogger(__name__)

_DIGITS = re.compile(r"\D+")


def normalize_phone(raw):
    """TMS stores some numbers as '(555) 555-0100'. Ringdeck wants E.164."""
    if not isinstance(raw, six.string_types):
        raw = six.text_type(raw)
    digits = _DIGITS.sub("", raw)
    if len(digits) == 10:
        digits = "1" + digits
    return "+" + digits


class RingdeckClient(object):
    """Wrapper around the Ringdeck public API (contact lists for driver call campaigns)."""

    def __init__(self, api_key=None, acting_user=None, base_url=None):
        self.base_url = (base_url or settings.RINGDECK_BASE_URL).rstrip("/")
        self.session = requests.Session()
        self.session.headers.update({
            "x-api-key": api_key or settings.RINGDECK_API_KEY,
            "X-User-Email": acting_user or settings.RINGDECK_ACTING_USER,
            "Content-Type": "application/json",
            "User-Agent": "dispatch-portal/3.4",
        })

    def _url(self, path):
        return "%s/%s" % (self.base_url, path.lstrip("/"))

    @retry(tries=3, delay=1.5, backoff=2, exceptions=(RingdeckUnavailable, requests.ConnectionError))
    def _request(self, method, path, **kwargs):
        kwargs.setdefault("timeout", settings.RINGDECK_TIMEOUT)
        resp = self.session.request(method, self._url(path), **kwargs)
        log.debug("ringdeck %s %s -> %s", method, path, resp.status_code)
        raise_for_ringdeck(resp)
        if resp.status_code == 204 or not resp.content:
            return None
        return resp.json()

    # -- contact lists ------------------------------------------------------
    def list_contact_lists(self, page=1):
        return self._request("GET", "/contact-lists", params={"page": page})

    def create_contact_list(self, name, description=u""):
        body = {"name": name, "description": description}
        return self._request("POST", "/contact-lists", json=body)

    def get_contact_list(self, list_id):
        return self._request("GET", "/contact-lists/%s" % list_id)

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", "/contact-lists/%s" % list_id, json={"name": name})

    def delete_contact_list(self, list_id):
        return self._request("DELETE", "/contact-lists/%s" % (list_id,))

    def add_drivers(self, list_id, phones):
        payload = {"contacts": [{"phone": normalize_phone(p)} for p in phones]}
        return self._request("POST", "/contact-lists/%s/contacts" % list_id, json=payload)

    def remove_driver(self, list_id, phone):
        # NOTE: phone must be url-encoded, the leading + otherwise becomes a space
        path = "/contact-lists/{0}/contacts/{1}".format(list_id, quote(normalize_phone(phone)))
        return self._request("DELETE", path)
