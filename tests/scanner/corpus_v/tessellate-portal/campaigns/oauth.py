import requests
from django.conf import settings


class TokenError(Exception):
    pass


def exchange_code(code, redirect_uri):
    resp = requests.post(
        settings.OIDC_TOKEN_URL,
        data={"grant_type": "authorization_code", "code": code, "redirect_uri": redirect_uri},
        timeout=5,
    )
    data = resp.json()
    if resp.status_code != 200:
        # RFC 6749 error response: {"error": "invalid_grant", "error_description": "..."}
        raise TokenError(f"{data['error']}: {data.get('error_description', '')}")
    return data["access_token"]
