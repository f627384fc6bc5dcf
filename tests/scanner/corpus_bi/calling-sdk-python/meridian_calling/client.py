import logging
from typing import Iterable, Optional

import requests
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

from . import settings as cfg
from .errors import RinglaneError, raise_for_response

log = logging.getLogger(__name__)

_RETRY_STATUSES = {429, 502}


def _is_retryable(exc: BaseException) -> bool:
    return isinstance(exc, RinglaneError) and exc.status in _RETRY_STATUSES


class RinglaneClient:
    def __init__(self, conf: Optional[cfg.Settings] = None, session: Optional[requests.Session] = None):
        self._conf = conf or cfg.Settings.from_env()
        self._session = session or requests.Session()
        self._session.headers[cfg.AUTH_HEADER] = self._conf.api_key

    def _url(self, path: str) -> str:
        return f"{self._conf.base_url}{path}"

    @retry(retry=retry_if_exception(_is_retryable), stop=stop_after_attempt(3), wait=wait_exponential(0.2))
    def _call(self, method: str, path: str, acting_user: str, **kwargs):
        headers = {cfg.ACTING_USER_HEADER: acting_user}
        resp = self._session.request(method, self._url(path), headers=headers, timeout=self._conf.timeout, **kwargs)
        raise_for_response(resp)
        return resp.json() if resp.content else None

    def list_contact_lists(self, acting_user: str, page: int = 1):
        return self._call("GET", "/contact-lists", acting_user, params={"page": page})

    def create_contact_list(self, acting_user: str, name: str):
        return self._call("POST", "/contact-lists", acting_user, json={"name": name})

    def update_contact_list(self, acting_user: str, list_id: str, **fields):
        return self._call("PATCH", f"/contact-lists/{list_id}", acting_user, json=fields)

    def add_contacts(self, acting_user: str, list_id: str, phones: Iterable[str]):
        body = {"phones": list(phones)}
        return self._call("POST", f"/contact-lists/{list_id}/contacts", acting_user, json=body)

    def remove_contact(self, acting_user: str, list_id: str, phone: str):
        log.debug("removing %s from %s", phone, list_id)
        self._call("DELETE", f"/contact-lists/{list_id}/contacts/{phone}", acting_user)
