import logging
import time
from urllib.parse import quote

import requests

from . import constants as c
from .errors import RingLarkError, RingLarkUnavailable, RingLarkUserMissing

log = logging.getLogger(__name__)


class RingLarkClient:
    def __init__(self, host, api_key, acting_user, version="v1", session=None):
        self.base_url = host.rstrip("/") + c.API_PREFIX.format(version=version)
        self.session = session or requests.Session()
        self.session.headers.update({
            c.HEADER_API_KEY: api_key,
            c.HEADER_ACTING_USER: acting_user,
            "Accept": "application/json",
        })

    @classmethod
    def from_app(cls, app):
        cfg = app.config
        return cls(
            cfg["RINGLARK_HOST"],
            cfg["RINGLARK_API_KEY"],
            cfg["RINGLARK_ACTING_USER"],
            version=cfg["RINGLARK_API_VERSION"],
        )

    def _request(self, method, path, **kwargs):
        url = self.base_url + path
        for attempt in range(3):
            resp = self.session.request(method, url, timeout=c.DEFAULT_TIMEOUT, **kwargs)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < 2:
                time.sleep(2 ** attempt)
                continue
            break
        if resp.ok:
            return resp.json() if resp.content else None

        err = RingLarkError.from_response(resp)
        if resp.status_code == 503:
            raise RingLarkUnavailable(503, "RingLark API disabled on their side")
        if resp.status_code == 404 and err.message == "user not found":
            raise RingLarkUserMissing(404, err.message)
        log.warning("ringlark %s %s -> %s %s", method, path, resp.status_code, err.message)
        raise err

    def list_contact_lists(self):
        return self._request("GET", c.CONTACT_LISTS)

    def create_contact_list(self, name, owner_email=None):
        return self._request("POST", c.CONTACT_LISTS, json={"name": name, "owner": owner_email})

    def get_contact_list(self, list_id):
        return self._request("GET", c.CONTACT_LIST.format(list_id=list_id))

    def rename_contact_list(self, list_id, name):
        return self._request("PATCH", c.CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id):
        return self._request("DELETE", c.CONTACT_LIST.format(list_id=list_id))

    def add_contacts(self, list_id, phones):
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", c.CONTACT_LIST_CONTACTS.format(list_id=list_id), json=payload)

    def remove_contact(self, list_id, phone):
        path = c.CONTACT_LIST_CONTACT.format(list_id=list_id, phone=quote(phone))
        return self._request("DELETE", path)
