#!/usr/bin/env bash
# Probe internal services behind the edge nginx; page on-call through PagerDuty
# when something is down for more than one probe.
set -uo pipefail

SERVICES=(
  "tracking|https://tracking.internal.northwind.net/v1/health"
  "dispatch|https://dispatch.internal.northwind.net/api/v1/healthz"
  "dialer-sync|http://dialer-sync.ops.svc.cluster.local:8080/healthz"
)
STATE_DIR=/var/tmp/nw-health
mkdir -p "$STATE_DIR"

page() {
  local svc="$1" summary="$2"
  curl -sS -X POST https://events.pagerduty.com/v2/enqueue \
    -H 'Content-Type: application/json' \
    -d "$(jq -nc --arg k "$PD_ROUTING_KEY" --arg s "$summary" --arg svc "$svc" \
      '{routing_key: $k, event_action: "trigger", dedup_key: ("health-" + $svc),
        payload: {summary: $s, source: "nw-healthcheck", severity: "critical"}}')" >/dev/null
}

for entry in "${SERVICES[@]}"; do
  name=${entry%%|*}; url=${entry#*|}
  code=$(curl -s -o /dev/null -m 5 -w '%{http_code}' "$url")
  case "$code" in
    200|204) rm -f "$STATE_DIR/$name" ;;
    502|503|504)
      # upstream down or nginx in maintenance mode; page on second strike
      if [ -f "$STATE_DIR/$name" ]; then
        page "$name" "$name returned $code twice in a row"
      fi
      touch "$STATE_DIR/$name" ;;
    404) page "$name" "$name health route missing (404) - bad deploy?" ;;
    *) echo "$name: unexpected $code" >&2 ;;
  esac
done
