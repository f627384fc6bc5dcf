from __future__ import annotations

import requests
from prefect import task
from prefect.blocks.system import Secret


@task(retries=2)
def slack_alert(text: str) -> None:
    url = Secret.load("slack-webhook").get()
    r = requests.post(url, json={"text": text}, timeout=10)
    if r.status_code == 404:
        # Slack returns 404 "no_service" when the webhook was revoked
        raise RuntimeError(f"slack webhook revoked: {r.text}")
    r.raise_for_status()
