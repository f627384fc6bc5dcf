"""Google Workspace SSO for the back-office (OAuth2 authorization code flow)."""
import requests
from django.conf import settings

TOKEN_URL = "https://oauth2.googleapis.com/token"
USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo"


class OAuthError(Exception):
    def __init__(self, error, description=""):
        super().__init__(f"{error}: {description}")
        self.error = error
        self.description = description


def exchange_code(code, redirect_uri):
    resp = requests.post(
        TOKEN_URL,
        data={
            "code": code,
            "client_id": settings.GOOGLE_CLIENT_ID,
            "client_secret": settings.GOOGLE_CLIENT_SECRET,
            "redirect_uri": redirect_uri,
            "grant_type": "authorization_code",
        },
        timeout=10,
    )
    payload = resp.json()
    if resp.status_code >= 400:
        if payload.get("error") == "invalid_grant":
            raise OAuthError("invalid_grant", "code expired or already used")
        raise OAuthError(payload["error"], payload.get("error_description", ""))
    return payload


def fetch_userinfo(access_token):
    resp = requests.get(USERINFO_URL, headers={"Authorization": f"Bearer {access_token}"}, timeout=10)
    if resp.status_code == 401:
        raise OAuthError("invalid_token")
    return resp.json()
