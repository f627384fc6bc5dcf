#!/usr/bin/env bash
# Dump every Callvane contact list (and its contacts) to ./exports/<date>/ as JSON.
set -euo pipefail
source "$(dirname "$0")/../.env"

: "${CALLVANE_BASE_URL:=https://api.callvane.io/api/public/v1}"
OUT="exports/$(date +%F)"
mkdir -p "$OUT"

cv() {
  local path="$1"
  local code
  code=$(curl -sS -o /tmp/cv_body.json -w '%{http_code}' "${CALLVANE_BASE_URL}${path}" \
    -H "x-api-key: ${CALLVANE_KEY}" \
    -H "x-user-email: ${CALLVANE_ACTING_USER}")
  case "$code" in
    200) cat /tmp/cv_body.json ;;
    502) echo "Callvane: identity provider unreachable, retrying" >&2; sleep 5; cv "$path" ;;
    503) echo "Callvane: public API disabled on the server" >&2; exit 3 ;;
    *)   echo "Callvane error $code: $(jq -r '.error' /tmp/cv_body.json)" >&2; exit 1 ;;
  esac
}

cv "/contact-lists?limit=500" > "$OUT/lists.json"
for id in $(jq -r '.items[].id' "$OUT/lists.json"); do
  cv "/contact-lists/${id}/contacts?limit=5000" > "$OUT/list-${id}.json"
done
echo "exported to $OUT"
