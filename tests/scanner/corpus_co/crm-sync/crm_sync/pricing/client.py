"""Client for the internal pricing service (quotes per kWh / per square)."""
import requests
from django.conf import settings
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential


def _is_transient(exc):
    resp = getattr(exc, "response", None)
    return resp is not None and resp.status_code in (502, 503, 504)


@retry(retry=retry_if_exception(_is_transient), stop=stop_after_attempt(4), wait=wait_exponential(max=20))
def quote(zip_code, system_kw):
    resp = requests.get(
        f"{settings.PRICING_SERVICE_URL}/quotes",
        params={"zip": zip_code, "kw": system_kw},
        headers={"x-api-key": settings.PRICING_SERVICE_KEY, "X-User-Email": "crm-sync@solstead.com"},
        timeout=5,
    )
    if resp.status_code == 404:
        return None
    resp.raise_for_status()
    body = resp.json()
    if "error" in body:
        raise ValueError(body["error"])
    return body["quote"]
