import click
import requests

KEY_HEADER = "X-API-Key"
USER_HEADER = "x-user-email"


class ApiError(click.ClickException):
    exit_code = 2


class Api:
    def __init__(self, base_url, api_key, user):
        self.base_url = base_url
        self.s = requests.Session()
        self.s.headers[KEY_HEADER] = api_key
        self.s.headers[USER_HEADER] = user

    def _call(self, method, path, **kw):
        resp = self.s.request(method, self.base_url + path, timeout=20, **kw)
        if resp.status_code < 400:
            return resp.json() if resp.content else None
        body = resp.json() if "json" in resp.headers.get("content-type", "") else {}
        msg = body.get("error", resp.text)
        for d in body.get("details", []):
            msg += f"\n  - {d['path']}: {d['message']}"
        if resp.status_code == 503:
            msg = "The Ringvale public API is disabled for this workspace; ask an admin to enable it."
        elif resp.status_code == 401:
            msg = "Bad API key. Run `rv login` again."
        raise ApiError(msg)

    def get(self, path, **kw):
        return self._call("GET", path, **kw)

    def post(self, path, **kw):
        return self._call("POST", path, **kw)

    def patch(self, path, **kw):
        return self._call("PATCH", path, **kw)

    def delete(self, path, **kw):
        return self._call("DELETE", path, **kw)
