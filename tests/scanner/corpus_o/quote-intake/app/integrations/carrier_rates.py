"""Carrier rating gateway (AWS API Gateway in front of the rating lambdas)."""
from __future__ import annotations

import httpx
from tenacity import retry, retry_if_result, stop_after_attempt, wait_fixed

from app.settings import settings

_RETRY_ON = {502, 503, 504}


@retry(retry=retry_if_result(lambda r: r.status_code in _RETRY_ON), stop=stop_after_attempt(3), wait=wait_fixed(1))
async def fetch_rates(client: httpx.AsyncClient, submission_id: str) -> httpx.Response:
    return await client.get(
        f"{settings.carrier_gateway_url}/v1/submissions/{submission_id}/rates",
        headers={"x-api-key": settings.carrier_gateway_key},
    )


async def rates_or_none(client: httpx.AsyncClient, submission_id: str) -> dict | None:
    resp = await fetch_rates(client, submission_id)
    if resp.status_code == 404:
        return None
    resp.raise_for_status()
    return resp.json()
