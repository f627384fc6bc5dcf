"""Used by /healthz/deep. Cheapest authenticated call Ringlane offers."""
from .client import get_client
from .constants import CONTACT_LISTS_PATH


def ringlane_status() -> str:
    client = get_client()
    try:
        resp = client.session.get(
            f"{client.base_url}{CONTACT_LISTS_PATH}",
            params={"per_page": 1},
            headers={"x-user-email": client.default_acting_email},
            timeout=3,
        )
    except Exception:  # noqa: BLE001 - health check must never raise
        return "unreachable"
    if resp.status_code == 503:
        return "api-disabled"
    if resp.status_code == 502:
        return "degraded-idp"
    if resp.status_code == 401:
        return "bad-key"
    return "ok" if resp.ok else f"http-{resp.status_code}"
