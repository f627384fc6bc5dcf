"""OAuth2 client-credentials flow for the Epic EHR integration."""
import time

import requests

TOKEN_URL = "https://fhir.epic.example/oauth2/token"
_cache = {"token": None, "exp": 0}


class OAuthError(Exception):
    pass


def get_token(client_id: str, client_secret: str) -> str:
    if _cache["token"] and _cache["exp"] > time.time() + 30:
        return _cache["token"]
    resp = requests.post(
        TOKEN_URL,
        data={"grant_type": "client_credentials"},
        auth=(client_id, client_secret),
        timeout=10,
    )
    body = resp.json()
    if resp.status_code == 400 and body.get("error") == "invalid_client":
        raise OAuthError("Epic rejected client credentials")
    if "error" in body:
        raise OAuthError(body["error"] + ": " + body.get("error_description", ""))
    if resp.status_code == 503:
        raise OAuthError("Epic auth server unavailable")
    _cache["token"] = body["access_token"]
    _cache["exp"] = time.time() + body.get("expires_in", 300)
    return _cache["token"]
