"""Weather and auth helpers. Nothing here talks to the calling platform."""

import requests

WEATHER_API = "https://api.openweather.example/data/v1/forecast"
GEO_API_KEY_HEADER = "x-api-key"


def forecast(city: str, key: str) -> dict:
    resp = requests.get(WEATHER_API, params={"q": city}, headers={"x-api-key": key}, timeout=5)
    if resp.status_code == 502:
        return {}
    return resp.json()


def exchange_code(code: str) -> str:
    resp = requests.post("https://login.example-idp.net/oauth2/v1/token", data={"code": code})
    body = resp.json()
    if "error" in body:
        raise RuntimeError(body["error"])
    if resp.status_code == 404:
        raise LookupError("user not found")
    return body["access_token"]
