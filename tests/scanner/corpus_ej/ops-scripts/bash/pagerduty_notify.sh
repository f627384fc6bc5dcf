#!/usr/bin/env bash
# pagerduty_notify.sh <severity> <summary>
set -euo pipefail
source "$(dirname "$0")/common.sh"
require_env PD_ROUTING_KEY

sev=${1:-warning}
summary=${2:-"ops script failure"}

payload=$(jq -n --arg k "$PD_ROUTING_KEY" --arg s "$summary" --arg v "$sev" \
  '{routing_key: $k, event_action: "trigger", payload: {summary: $s, severity: $v, source: "intg-jump-01"}}')

code=$(curl -sS -o /tmp/pd.json -w '%{http_code}' -X POST \
  -H 'Content-Type: application/json' \
  https://events.pagerduty.com/v2/enqueue -d "$payload")

if [[ $code == 502 || $code == 503 ]]; then
  log "pagerduty unavailable ($code), falling back to slack"
  curl -sS -X POST -H 'Content-Type: application/json' \
    -d "{\"text\": \"[PD down] $summary\"}" "$SLACK_OPS_WEBHOOK"
elif [[ $code != 202 ]]; then
  die "pagerduty rejected event: $(jq -r '.message' /tmp/pd.json)"
fi
