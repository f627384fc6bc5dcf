"""Machine-to-machine token for calling Auth0 Management API."""
import httpx

from app.settings import get_settings


class Auth0Error(RuntimeError):
    pass


async def fetch_m2m_token(client_id: str, client_secret: str) -> str:
    domain = get_settings().auth0_domain
    async with httpx.AsyncClient(timeout=10) as http:
        r = await http.post(
            f"https://{domain}/oauth/token",
            json={
                "grant_type": "client_credentials",
                "client_id": client_id,
                "client_secret": client_secret,
                "audience": f"https://{domain}/api/v2/",
            },
        )
    body = r.json()
    if r.status_code != 200:
        # OAuth errors are flat: {"error": "access_denied", "error_description": "..."}
        raise Auth0Error(f"{body.get('error')}: {body.get('error_description')}")
    return body["access_token"]


async def user_exists(token: str, email: str) -> bool:
    domain = get_settings().auth0_domain
    async with httpx.AsyncClient(timeout=10) as http:
        r = await http.get(
            f"https://{domain}/api/v2/users-by-email",
            params={"email": email},
            headers={"Authorization": f"Bearer {token}"},
        )
    if r.status_code == 404:
        return False
    r.raise_for_status()
    return bool(r.json())
