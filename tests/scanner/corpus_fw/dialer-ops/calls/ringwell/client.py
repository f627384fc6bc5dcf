import logging
from urllib.parse import quote

from django.conf import settings

from . import constants as c
from .errors import RingwellError
from .session import base_url, build_session

log = logging.getLogger(__name__)


class RingwellClient:
    def __init__(self, session=None):
        self.session = session or build_session()
        self.base = base_url()
        self.timeout = settings.RINGWELL["TIMEOUT"]

    def _call(self, method, path, **kwargs):
        resp = self.session.request(method, self.base + path, timeout=self.timeout, **kwargs)
        if resp.ok:
            return resp.json() if resp.content else None
        err = RingwellError.from_response(resp)
        log.warning("ringwell %s %s -> %s", method, path, err)
        raise err

    def contact_lists(self):
        return self._call("GET", c.CONTACT_LISTS)

    def get_list(self, list_id):
        return self._call("GET", c.CONTACT_LIST.format(list_id=list_id))

    def delete_list(self, list_id):
        return self._call("DELETE", c.CONTACT_LIST.format(list_id=list_id))

    def append(self, list_id, phones):
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._call("POST", c.CONTACT_LIST_CONTACTS.format(list_id=list_id), json=payload)

    def remove(self, list_id, phone):
        return self._call("DELETE", c.CONTACT_LIST_CONTACT.format(list_id=list_id, phone=quote(phone)))
