#!/usr/bin/env bash
# Nightly export of the Orchard collections lists to the data warehouse bucket.
# Usage: export_call_lists.sh <agent-id>
set -euo pipefail

CB_BASE="${CB_BASE:-https://dial.callbridge.example.com/api/public/v1}"
CB_KEY="${CB_KEY:-cbk_4f1d9a7e2b8c6053d1e9f7a2b4c8d6e0}"
AGENT_ID="${1:?agent id required}"
OUT="/tmp/call-lists-$(date +%F).json"

http_code=$(curl -sS -o "$OUT" -w '%{http_code}' \
  -H "X-API-KEY: ${CB_KEY}" \
  -H "X-User-Id: ${AGENT_ID}" \
  "${CB_BASE}/contact-lists")

case "$http_code" in
  200)
    ;;
  502)
    echo "identity provider unreachable, retry later" >&2
    exit 75
    ;;
  503)
    echo "Callbridge public API is disabled for this org" >&2
    exit 1
    ;;
  *)
    echo "export failed ($http_code): $(jq -r '.error' "$OUT")" >&2
    exit 1
    ;;
esac

aws s3 cp "$OUT" "s3://orchard-dwh-landing/callbridge/$(basename "$OUT")" --sse aws:kms
echo "exported $(jq 'length' "$OUT") lists"
