#!/usr/bin/env bash
# Replay an opt-out through our own API Gateway (usage-plan key, not a RingCove key).
set -euo pipefail
: "${STAGE:=dev}"
: "${REPLAY_KEY:?set REPLAY_KEY to the internal-replay API Gateway key}"
API="https://hv-hooks-${STAGE}.execute-api.us-east-1.amazonaws.com/${STAGE}"
curl -sS -X POST "$API/internal/replay" \
  -H "x-api-key: ${REPLAY_KEY}" \
  -H 'content-type: application/json' \
  -d "{\"type\":\"contact.opted_out\",\"data\":{\"phone\":\"$1\",\"list_ids\":[\"$2\"]}}"
