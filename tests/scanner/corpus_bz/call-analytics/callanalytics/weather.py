"""Irradiance lookups via our internal weather service (AWS API Gateway)."""
import os

import requests

WEATHER_URL = os.environ.get("WEATHER_API_URL", "https://weather.internal.brightwatersolar.com/v1")


def irradiance(zip_code):
    resp = requests.get(
        f"{WEATHER_URL}/irradiance/{zip_code}",
        headers={"x-api-key": os.environ["WEATHER_API_KEY"]},
        timeout=10,
    )
    if resp.status_code in (502, 503):
        return None  # gateway cold start; caller falls back to the county average
    if resp.status_code == 404:
        return None
    resp.raise_for_status()
    return resp.json()["kwh_m2_day"]
