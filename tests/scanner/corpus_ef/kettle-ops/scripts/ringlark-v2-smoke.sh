#!/usr/bin/env bash
# Spike for the v2 migration (KB-412). Uses the new scoped key, no acting-user header.
set -euo pipefail
BASE="https://api.ringlark.com/api/public/v2"
KEY="${RINGLARK_V2_KEY:?set RINGLARK_V2_KEY (rlk_test_... from the RingLark dashboard)}"

resp=$(curl -sS -H "Authorization: Bearer ${KEY}" "${BASE}/audiences?limit=5")
echo "$resp" | jq '.data[] | {id, name}'
if echo "$resp" | jq -e '.error.code' >/dev/null; then
  echo "v2 error: $(echo "$resp" | jq -r '.error.code')" >&2
  exit 1
fi
