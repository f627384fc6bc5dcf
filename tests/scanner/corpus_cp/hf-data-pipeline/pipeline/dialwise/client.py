import logging

import requests
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

from pipeline import settings
from . import constants as c
from .errors import DialwiseError

log = logging.getLogger(__name__)


def _retryable(exc: BaseException) -> bool:
    return isinstance(exc, DialwiseError) and exc.status in c.RETRYABLE_STATUSES


class DialwiseClient:
    def __init__(self, api_key: str | None = None, acting_user: str | None = None, session=None):
        self.session = session or requests.Session()
        self.session.headers.update({
            c.API_KEY_HEADER: api_key or settings.DIALWISE_KEY,
            c.ACTING_USER_HEADER: acting_user or settings.DIALWISE_SERVICE_USER,
            "User-Agent": "hf-data-pipeline/3",
        })

    @retry(retry=retry_if_exception(_retryable), stop=stop_after_attempt(5), wait=wait_exponential(min=2, max=60))
    def _call(self, method: str, path: str, **kw):
        resp = self.session.request(method, c.BASE_URL + path, timeout=30, **kw)
        if resp.status_code >= 400:
            raise DialwiseError.from_response(resp)
        return resp.json() if resp.content else None

    def contact_lists(self):
        return self._call("GET", c.CONTACT_LISTS)["data"]

    def create_list(self, name: str):
        return self._call("POST", c.CONTACT_LISTS, json={"name": name})

    def rename_list(self, list_id: str, name: str):
        return self._call("PATCH", c.CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def append(self, list_id: str, phones: list[str]):
        for i in range(0, len(phones), c.MAX_BATCH):
            chunk = phones[i:i + c.MAX_BATCH]
            self._call("POST", c.CONTACT_LIST_CONTACTS.format(list_id=list_id), json={"phones": chunk})
            log.info("appended %d phones to %s", len(chunk), list_id)
