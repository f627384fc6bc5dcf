#!/usr/bin/env python3
"""Rotate the SendGrid API key used by transactional mail and push it to Vault."""
import os

import requests

SENDGRID = "https://api.sendgrid.com/v3"
VAULT = os.environ.get("VAULT_ADDR", "https://vault.internal.harborline.io")


def main():
    admin = os.environ["SENDGRID_ADMIN_KEY"]
    resp = requests.post(
        f"{SENDGRID}/api_keys",
        headers={"Authorization": f"Bearer {admin}"},
        json={"name": "harbor-web-transactional", "scopes": ["mail.send"]},
        timeout=10,
    )
    if resp.status_code in (502, 503):
        raise SystemExit("SendGrid is having a moment, try again later")
    resp.raise_for_status()
    new_key = resp.json()["api_key"]
    requests.post(
        f"{VAULT}/v1/secret/data/harbor-web/sendgrid",
        headers={"X-Vault-Token": os.environ["VAULT_TOKEN"]},
        json={"data": {"api_key": new_key}},
        timeout=10,
    ).raise_for_status()
    print("rotated")


if __name__ == "__main__":
    main()
