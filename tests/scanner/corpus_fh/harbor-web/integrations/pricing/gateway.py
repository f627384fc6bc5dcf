"""Internal pricing service, exposed through AWS API Gateway with a usage-plan key."""
import requests
from django.conf import settings
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential


class PricingUnavailable(Exception):
    def __init__(self, status):
        super().__init__(f"pricing gateway returned {status}")
        self.status = status


def _transient(exc):
    return isinstance(exc, PricingUnavailable) and exc.status in (502, 503, 504)


@retry(retry=retry_if_exception(_transient), stop=stop_after_attempt(3), wait=wait_exponential(max=4), reraise=True)
def quote_for(plan_code: str, seats: int) -> dict:
    cfg = settings.PRICING_GATEWAY
    resp = requests.post(
        f"{cfg['URL']}/v1/quotes",
        json={"plan": plan_code, "seats": seats},
        headers={"x-api-key": cfg["API_KEY"]},
        timeout=5,
    )
    if resp.status_code in (502, 503, 504):
        raise PricingUnavailable(resp.status_code)
    if resp.status_code == 404:
        return {}
    resp.raise_for_status()
    return resp.json()
