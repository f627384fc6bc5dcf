#!/usr/bin/env python3
"""Weekly Slack digest: Ringlane contact list sizes vs. last week."""
import json
import os
import sys
import urllib.error
import urllib.request

API_VERSION = "v1"
BASE = f"https://api.ringlane.io/api/public/{API_VERSION}"
SLACK_WEBHOOK = os.environ["SLACK_WEBHOOK_URL"]


def ringlane_get(path):
    req = urllib.request.Request(
        BASE + path,
        headers={
            "x-api-key": os.environ["RINGLANE_API_KEY"],
            "x-user-email": os.environ.get("RINGLANE_ACTOR_EMAIL", "platform-bot@halyard.example"),
        },
    )
    try:
        with urllib.request.urlopen(req, timeout=15) as resp:
            return json.load(resp)
    except urllib.error.HTTPError as exc:
        body = json.loads(exc.read() or b"{}")
        if exc.code == 503:
            sys.exit("Ringlane public API is disabled for our tenant; nothing to report")
        for d in body.get("details", []):
            print(f"  {d.get('path')}: {d.get('message')}", file=sys.stderr)
        raise RuntimeError(body.get("error", str(exc))) from exc


def main():
    lists = ringlane_get("/contact-lists")["data"]
    lines = [f"*{cl['name']}*: {cl['size']} contacts" for cl in sorted(lists, key=lambda c: c["name"])]
    payload = json.dumps({"text": "Ringlane lists this week\n" + "\n".join(lines)}).encode()
    req = urllib.request.Request(SLACK_WEBHOOK, data=payload, headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=10)
    except urllib.error.HTTPError as exc:
        if exc.code in (404, 410):
            print("Slack webhook revoked", file=sys.stderr)
        elif exc.code >= 500:
            print("Slack is having a bad day", file=sys.stderr)


if __name__ == "__main__":
    main()
