import os

import requests

TOKEN_URL = "https://login.salesforce.com/services/oauth2/token"


def refresh_token() -> str:
    resp = requests.post(
        TOKEN_URL,
        data={
            "grant_type": "refresh_token",
            "client_id": os.environ["SF_CLIENT_ID"],
            "client_secret": os.environ["SF_CLIENT_SECRET"],
            "refresh_token": os.environ["SF_REFRESH_TOKEN"],
        },
        timeout=15,
    )
    body = resp.json()
    if "error" in body:
        if body["error"] == "invalid_grant":
            raise PermissionError("Salesforce refresh token revoked: " + body.get("error_description", ""))
        raise RuntimeError(body["error"])
    return body["access_token"]
