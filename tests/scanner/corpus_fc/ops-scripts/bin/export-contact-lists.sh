#!/usr/bin/env bash
# Dump every Cadenza contact list (metadata + size) to CSV for the weekly ops review.
set -euo pipefail

: "${CADENZA_API_KEY:?export CADENZA_API_KEY (vault kv get -field=api_key secret/platform/cadenza)}"
ACTING_USER="${ACTING_USER:-platform-bot@harborline.io}"
BASE="${CADENZA_BASE:-https://api.cadenzadial.com/api/public/v1}"
OUT="${1:-contact-lists-$(date +%F).csv}"
TMP="$(mktemp)"
trap 'rm -f "$TMP"' EXIT

cz_get() {
  local path="$1"
  local code
  code=$(curl -sS -o "$TMP" -w '%{http_code}' "${BASE}${path}" \
    -H "x-api-key: ${CADENZA_API_KEY}" \
    -H "x-user-email: ${ACTING_USER}" \
    -H 'accept: application/json')
  case "$code" in
    200) cat "$TMP" ;;
    502) echo "cadenza: identity provider unreachable, retry in a minute" >&2; return 75 ;;
    503) echo "cadenza: public API disabled for our tenant" >&2; return 69 ;;
    *) echo "cadenza: HTTP $code: $(jq -r '.error // "unknown"' "$TMP")" >&2; return 1 ;;
  esac
}

echo "id,name,size,created_at" > "$OUT"
cz_get "/contact-lists?limit=200" \
  | jq -r '.data[] | [.id, .name, .size, .created_at] | @csv' >> "$OUT"

echo "wrote $(($(wc -l < "$OUT") - 1)) lists to $OUT"
