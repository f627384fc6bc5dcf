"""Address -> lat/lng via our API Gateway-fronted lambda."""
import requests
from django.conf import settings
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

RETRY_ON = {502, 503, 504}


def _is_transient(exc):
    resp = getattr(exc, "response", None)
    return resp is not None and resp.status_code in RETRY_ON


@retry(retry=retry_if_exception(_is_transient), stop=stop_after_attempt(4), wait=wait_exponential())
def geocode(address: str):
    resp = requests.get(
        settings.GEOCODER_URL,
        params={"q": address},
        headers={"x-api-key": settings.GEOCODER_API_KEY},
        timeout=4,
    )
    if resp.status_code == 404:
        return None  # address not found
    resp.raise_for_status()
    data = resp.json()
    return data["lat"], data["lng"]
