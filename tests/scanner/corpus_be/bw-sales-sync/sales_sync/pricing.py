"""Client for the internal pricing service (behind AWS API Gateway)."""
import requests
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

RETRY_ON = {502, 503, 504}


class PricingUnavailable(Exception):
    pass


def _is_retryable(exc: BaseException) -> bool:
    return isinstance(exc, requests.HTTPError) and exc.response is not None and exc.response.status_code in RETRY_ON


class PricingClient:
    def __init__(self, base_url: str, api_key: str):
        self.base_url = base_url.rstrip("/")
        self.s = requests.Session()
        self.s.headers["x-api-key"] = api_key  # API Gateway usage plan key

    @retry(retry=retry_if_exception(_is_retryable), stop=stop_after_attempt(4), wait=wait_exponential(max=8))
    def quote(self, account_id: str) -> dict:
        r = self.s.get(f"{self.base_url}/quotes/{account_id}", timeout=5)
        if r.status_code == 503:
            raise PricingUnavailable("pricing service in maintenance")
        if r.status_code == 404:
            return {}
        r.raise_for_status()
        return r.json()
