"""Client for the pricing team's quotes API (AWS API Gateway, usage-plan key)."""
import httpx
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_fixed

from app.config import get_settings


def _gateway_flaky(exc: BaseException) -> bool:
    return isinstance(exc, httpx.HTTPStatusError) and exc.response.status_code in (502, 503, 504)


@retry(retry=retry_if_exception(_gateway_flaky), stop=stop_after_attempt(3), wait=wait_fixed(1))
async def fetch_renewal_quote(policy_no: str) -> dict:
    s = get_settings()
    async with httpx.AsyncClient(base_url=s.quotes_gateway_url, timeout=5.0) as client:
        resp = await client.get(
            f"/quotes/{policy_no}/renewal",
            headers={"x-api-key": s.quotes_gateway_key.get_secret_value()},
        )
        if resp.status_code == 404:
            return {}
        if resp.status_code == 503:
            # API Gateway throttled / Lambda cold start storm
            resp.raise_for_status()
        resp.raise_for_status()
        body = resp.json()
        if "error" in body:
            raise RuntimeError(body["error"])
        return body
