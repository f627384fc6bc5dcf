"""Client for Brightline's adjuster-assignment service (internal)."""
import requests
from tenacity import retry, retry_if_result, stop_after_attempt, wait_fixed

from claims_workers.settings import settings


def _gateway_error(resp: requests.Response) -> bool:
    # the internal API gateway returns 502/503 while pods roll
    return resp.status_code in (502, 503, 504)


@retry(retry=retry_if_result(_gateway_error), stop=stop_after_attempt(4), wait=wait_fixed(2))
def _get(path: str, acting_user_id: str) -> requests.Response:
    return requests.get(
        f"{settings.adjuster_api_url}{path}",
        headers={"x-api-key": settings.adjuster_api_key, "x-user-id": acting_user_id},
        timeout=5,
    )


def assigned_adjuster(claim_id: str, acting_user_id: str) -> dict | None:
    resp = _get(f"/claims/{claim_id}/adjuster", acting_user_id)
    if resp.status_code == 404:
        return None
    body = resp.json()
    if "error" in body:
        raise RuntimeError(body["error"])
    return body
