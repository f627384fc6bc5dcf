#!/usr/bin/env bash
# Dump every Ringlane contact list to CSV for the quarterly audit.
set -euo pipefail

: "${RINGLANE_API_KEY:?set RINGLANE_API_KEY}"
ACTING_USER="${ACTING_USER:-audit@harborline.io}"
BASE="https://api.ringlane.com/api/public/v1"
OUT_DIR="${1:-./export}"
mkdir -p "$OUT_DIR"

rl() {
  curl -sS --fail-with-body \
    -H "x-api-key: ${RINGLANE_API_KEY}" \
    -H "x-user-email: ${ACTING_USER}" \
    "$BASE$1"
}

for id in $(rl "/contact-lists?limit=500" | jq -r '.[].id'); do
  rl "/contact-lists/${id}" | jq -r '.contacts[] | [.phone, .name] | @csv' > "$OUT_DIR/list-${id}.csv"
done
echo "exported to $OUT_DIR"
