#!/usr/bin/env bash
# Verify that yesterday's calls have recordings available (Ringlark v2 API).
set -euo pipefail
: "${RINGLARK_V2_KEY:?needs a v2 key, format rlk_live_<uuid>.<secret>}"
BASE=https://api.ringlark.com/api/public/v2
since=$(date -u -d yesterday +%Y-%m-%dT00:00:00Z)

resp=$(curl -sS -w '\n%{http_code}' "$BASE/calls?ended_after=$since&has_recording=false" \
  -H "Authorization: Bearer $RINGLARK_V2_KEY")
code=$(tail -n1 <<<"$resp"); body=$(sed '$d' <<<"$resp")
if [[ "$code" != "200" ]]; then
  echo "error: $(jq -r '.error.code + ": " + .error.message' <<<"$body")" >&2
  exit 1
fi
missing=$(jq '.data | length' <<<"$body")
echo "calls without recordings since $since: $missing"
[[ "$missing" -eq 0 ]]
