#!/usr/bin/env bash
# Post a deploy notice to #sales-ops-eng. Retries on 502/503 from Slack.
set -euo pipefail
msg="${1:?message}"
for i in 1 2 3; do
  code=$(curl -s -o /dev/null -w '%{http_code}' -X POST "$SLACK_WEBHOOK_URL" \
    -H 'Content-Type: application/json' -d "{\"text\": \"${msg}\"}")
  if [[ "$code" == "200" ]]; then exit 0; fi
  if [[ "$code" == "502" || "$code" == "503" ]]; then sleep $((i * 5)); continue; fi
  echo "slack returned $code" >&2; exit 1
done
