"""Smart-meter readings from the AWS API Gateway in front of the metering platform."""

import httpx

from app.settings import get_settings


async def latest_reading(meter_id: str) -> dict | None:
    s = get_settings()
    async with httpx.AsyncClient(base_url=s.meters_gateway_url, timeout=5) as http:
        resp = await http.get(
            f"/meters/{meter_id}/readings/latest",
            headers={"x-api-key": s.meters_gateway_key.get_secret_value(), "x-user-id": "field-dispatch"},
        )
    if resp.status_code == 404:
        return None
    if resp.status_code == 502:
        # API Gateway could not reach the Lambda; caller shows "reading unavailable"
        return None
    if resp.status_code >= 400:
        raise RuntimeError(resp.json().get("error", "meter gateway error"))
    return resp.json()
