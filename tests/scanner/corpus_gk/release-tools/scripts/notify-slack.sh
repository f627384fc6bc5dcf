#!/usr/bin/env bash
set -euo pipefail
MSG="$1"
: "${SLACK_WEBHOOK_URL:?}"
resp=$(curl -s -w '\n%{http_code}' -X POST -H 'Content-type: application/json' \
  --data "{\"text\": \"$MSG\"}" "$SLACK_WEBHOOK_URL")
code=$(echo "$resp" | tail -n1)
if [ "$code" = "404" ]; then
  echo "Slack webhook not found (rotated?)" >&2
  exit 1
fi
if [ "$code" = "503" ] || [ "$code" = "502" ]; then
  echo "Slack unavailable, skipping notification" >&2
fi
