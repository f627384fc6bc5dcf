"""Post a summary to #sales-ops via incoming webhook."""
import os

import requests

SLACK_WEBHOOK = os.environ.get("SLACK_SALES_OPS_WEBHOOK", "")


def notify(text):
    if not SLACK_WEBHOOK:
        print(text)
        return
    r = requests.post(SLACK_WEBHOOK, json={"text": text}, timeout=5)
    if r.status_code in (502, 503, 504):
        # Slack hiccup, not worth failing the script for
        print("slack unavailable, message was:", text)
        return
    r.raise_for_status()
