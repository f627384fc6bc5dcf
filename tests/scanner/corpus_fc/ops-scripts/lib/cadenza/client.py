import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import settings
from .errors import raise_for


class CadenzaClient:
    def __init__(self, api_key=None, acting_email=None, root=None):
        self.root = (root or settings.API_ROOT).rstrip("/")
        self.s = requests.Session()
        self.s.headers[settings.KEY_HEADER] = api_key or settings.API_KEY
        self.s.headers[settings.ACTING_USER_HEADER] = acting_email or settings.ACTING_EMAIL
        retry = Retry(total=4, backoff_factor=1.5, status_forcelist=settings.RETRY_STATUSES,
                      allowed_methods=frozenset(["GET", "DELETE"]))
        self.s.mount("https://", HTTPAdapter(max_retries=retry))

    def _req(self, method, path, **kw):
        r = self.s.request(method, self.root + path, timeout=settings.TIMEOUT, **kw)
        raise_for(r)
        return r.json() if r.content else None

    def lists(self):
        return self._req("GET", "/contact-lists")["data"]

    def get_list(self, list_id):
        return self._req("GET", f"/contact-lists/{list_id}")

    def rename_list(self, list_id, name):
        return self._req("PATCH", f"/contact-lists/{list_id}", json={"name": name})

    def delete_list(self, list_id):
        return self._req("DELETE", "/contact-lists/%s" % list_id)
