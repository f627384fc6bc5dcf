#!/usr/bin/env python3
"""Fetch a client-credentials token from Okta for the reporting jobs."""
import os
import sys

import requests

ISSUER = os.environ.get("OKTA_ISSUER", "https://quillon.okta.com/oauth2/default")


def token() -> str:
    resp = requests.post(
        f"{ISSUER}/v1/token",
        data={"grant_type": "client_credentials", "scope": "reports.read"},
        auth=(os.environ["OKTA_CLIENT_ID"], os.environ["OKTA_CLIENT_SECRET"]),
        timeout=10,
    )
    if resp.status_code == 400:
        body = resp.json()
        if body["error"] == "invalid_client":
            sys.exit("Okta rejected the client credentials")
        sys.exit(f"Okta error: {body['error']}: {body.get('error_description')}")
    resp.raise_for_status()
    return resp.json()["access_token"]


if __name__ == "__main__":
    print(token())
