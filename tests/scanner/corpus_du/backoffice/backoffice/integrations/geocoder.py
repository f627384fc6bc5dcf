"""Internal geocoder behind AWS API Gateway (usage-plan key)."""
import requests


def geocode(url: str, api_key: str, address: str) -> dict:
    resp = requests.get(
        url,
        params={"q": address},
        headers={"x-api-key": api_key, "X-User-Id": "backoffice"},
        timeout=5,
    )
    if resp.status_code in (502, 503, 504):
        return {}
    resp.raise_for_status()
    return resp.json()
