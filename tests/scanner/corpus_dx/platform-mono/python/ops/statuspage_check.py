#!/usr/bin/env python3
"""Poll internal status API and page on-call when a component is degraded."""
import sys

from lib import settings
from lib.http_retry import default_session

COMPONENTS = ["edge-proxy", "tms-api", "rate-engine"]


def main() -> int:
    s = default_session()
    degraded = []
    for comp in COMPONENTS:
        r = s.get(f"{settings.STATUS_API}/components/{comp}", timeout=5)
        if r.status_code == 404:
            print(f"unknown component {comp}", file=sys.stderr)
            continue
        if r.status_code in (502, 503):
            degraded.append(comp)
            continue
        body = r.json()
        if body.get("error"):
            print(f"{comp}: {body['error']}", file=sys.stderr)
        elif body["status"] != "operational":
            degraded.append(comp)
    if degraded:
        s.post(
            "https://events.pagerduty.com/v2/enqueue",
            json={
                "routing_key": settings.PAGERDUTY_ROUTING_KEY,
                "event_action": "trigger",
                "payload": {"summary": f"degraded: {', '.join(degraded)}", "severity": "warning", "source": "statuspage_check"},
            },
            timeout=5,
        )
    return 1 if degraded else 0


if __name__ == "__main__":
    sys.exit(main())
