from __future__ import annotations

import httpx
from dagster import ConfigurableResource, EnvVar
from pydantic import PrivateAttr
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

_TRANSIENT = {429, 500, 502, 504}


def _is_transient(exc: BaseException) -> bool:
    return isinstance(exc, httpx.HTTPStatusError) and exc.response.status_code in _TRANSIENT


class RinglaneResource(ConfigurableResource):
    """Thin client over the Ringlane public API used by reverse-ETL assets."""

    base_url: str = "https://api.ringlane.com/api/public/v1"
    api_key: str
    acting_user_id: str  # Okta user id of the automation account

    _client: httpx.Client = PrivateAttr()

    def setup_for_execution(self, context) -> None:
        self._client = httpx.Client(
            base_url=self.base_url,
            timeout=30.0,
            headers={
                "X-API-KEY": self.api_key,
                "X-User-Id": self.acting_user_id,
            },
        )

    @retry(retry=retry_if_exception(_is_transient), stop=stop_after_attempt(4), wait=wait_exponential(min=1, max=20))
    def request(self, method: str, path: str, **kw) -> dict:
        resp = self._client.request(method, path, **kw)
        if resp.status_code == 503:
            context_msg = resp.json().get("error", "API disabled")
            raise RuntimeError(f"Ringlane public API is disabled: {context_msg}")
        resp.raise_for_status()
        return resp.json() if resp.content else {}


def ringlane_from_env() -> RinglaneResource:
    return RinglaneResource(api_key=EnvVar("RINGLANE_API_KEY"), acting_user_id=EnvVar("RINGLANE_ACTING_USER_ID"))
