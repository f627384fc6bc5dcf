#!/bin/sh
# Already migrated: pulls yesterday's calls from Voxly v2 for the QA sample.
set -eu

: "${VOXLY_V2_KEY:?set VOXLY_V2_KEY (vx_live_...)}"
SINCE=$(date -u -d 'yesterday' +%Y-%m-%dT00:00:00Z)

resp=$(curl -sS -w '\n%{http_code}' "https://api.voxly.io/api/public/v2/calls?since=$SINCE" \
  -H "Authorization: Bearer $VOXLY_V2_KEY")
code=$(printf '%s' "$resp" | tail -n1)
body=$(printf '%s' "$resp" | sed '$d')

if [ "$code" != "200" ]; then
  echo "Voxly v2 error: $(printf '%s' "$body" | jq -r '.error.code + ": " + .error.message')" >&2
  exit 1
fi
printf '%s' "$body" | jq -r '.data[] | [.id, .agentEmail, .durationSeconds] | @csv'
