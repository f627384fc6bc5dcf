"""Service-account token exchange for the Google Sheets export."""
import time

import requests

TOKEN_URL = "https://oauth2.googleapis.com/token"


class TokenError(Exception):
    pass


def exchange_jwt(assertion: str) -> dict:
    resp = requests.post(TOKEN_URL, data={
        "grant_type": "urn:ietf:params:oauth:grant-type:jwt-bearer",
        "assertion": assertion,
    }, timeout=10)
    body = resp.json()
    if resp.status_code != 200:
        # {"error": "invalid_grant", "error_description": "..."}
        if body.get("error") == "invalid_grant":
            raise TokenError("service account key revoked or clock skew: " + body.get("error_description", ""))
        raise TokenError(body.get("error", "unknown"))
    body["expires_at"] = time.time() + body.get("expires_in", 3600) - 60
    return body
