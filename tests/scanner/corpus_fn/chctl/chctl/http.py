import click
import requests


class ApiError(click.ClickException):
    def __init__(self, status, payload):
        msg = payload.get("error") if isinstance(payload, dict) else str(payload)
        lines = [f"{status}: {msg}"]
        for d in (payload.get("details") or []) if isinstance(payload, dict) else []:
            lines.append(f"  - {d['path']}: {d['message']}")
        super().__init__("\n".join(lines))
        self.status = status


class Api:
    def __init__(self, settings):
        self.settings = settings
        self.s = requests.Session()
        self.s.headers["X-Api-Key"] = settings.api_key
        if settings.acting_as:
            self.s.headers["X-User-Email"] = settings.acting_as

    def request(self, method, path, **kw):
        url = self.settings.base_url.rstrip("/") + path
        resp = self.s.request(method, url, timeout=20, **kw)
        if resp.status_code == 502:
            # identity lookup on their side times out now and then
            resp = self.s.request(method, url, timeout=20, **kw)
        if resp.status_code == 503:
            raise click.ClickException("Callhaven says the public API is disabled for our account; ping #sales-ops")
        if resp.status_code >= 400:
            try:
                payload = resp.json()
            except ValueError:
                payload = resp.text
            raise ApiError(resp.status_code, payload)
        return resp.json() if resp.content else {}
