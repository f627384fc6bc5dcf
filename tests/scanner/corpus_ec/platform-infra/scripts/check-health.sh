#!/usr/bin/env bash
# Pings our own services through the internal gateway.
set -euo pipefail
GATEWAY="${GATEWAY:-https://gw.internal.norrbeck.se}"
for svc in dispatch campaign-sync reporting; do
  status=$(curl -s -o /dev/null -w '%{http_code}' -H "X-User-Email: healthcheck@norrbeck.se" "$GATEWAY/$svc/actuator/health")
  case "$status" in
    200) echo "$svc ok" ;;
    502|503) echo "$svc DOWN ($status)" ;;
    404) echo "$svc not routed" ;;
    *) echo "$svc ?? $status" ;;
  esac
done
