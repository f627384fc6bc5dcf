"""Azure AD client-credentials helper for the crew roster API."""

import httpx


async def fetch_token(tenant: str, client_id: str, client_secret: str, scope: str) -> str:
    async with httpx.AsyncClient(timeout=10) as http:
        resp = await http.post(
            f"https://login.microsoftonline.com/{tenant}/oauth2/v2.0/token",
            data={
                "grant_type": "client_credentials",
                "client_id": client_id,
                "client_secret": client_secret,
                "scope": scope,
            },
        )
    payload = resp.json()
    if resp.status_code != 200:
        raise PermissionError(f"{payload['error']}: {payload.get('error_description', '')}")
    return payload["access_token"]
