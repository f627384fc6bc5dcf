import requests
from flask import current_app


def quote_for(address, kwh):
    cfg = current_app.config
    resp = requests.post(
        f"{cfg['PRICING_URL']}/quotes",
        json={"address": address, "annual_kwh": kwh},
        headers={"x-api-key": cfg["PRICING_GATEWAY_KEY"]},
        timeout=5,
    )
    if resp.status_code == 503:
        return None  # pricing lambda cold / throttled
    resp.raise_for_status()
    return resp.json()
