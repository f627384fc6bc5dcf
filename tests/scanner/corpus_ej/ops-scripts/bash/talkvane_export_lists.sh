#!/usr/bin/env bash
# Export every Talkvane contact list (and its contacts) to CSV for the compliance archive.
set -euo pipefail
SCRIPT_NAME=tv-export
source "$(dirname "$0")/common.sh"
load_env

OUT_DIR="${1:-./export}"
mkdir -p "$OUT_DIR"
API="${TALKVANE_API_URL:-https://api.talkvane.com/api/public/v1}"
require_env TALKVANE_API_KEY TALKVANE_USER_EMAIL

tv_get() {
  local path=$1 out=$2 code
  code=$(curl -sS -o "$out" -w '%{http_code}' \
    -H "X-API-Key: ${TALKVANE_API_KEY}" \
    -H "X-User-Email: ${TALKVANE_USER_EMAIL}" \
    -H "Accept: application/json" \
    "${API}${path}")
  case "$code" in
    200) return 0 ;;
    429) log "rate limited on $path"; sleep 20; return 1 ;;
    502) log "talkvane IdP unreachable on $path"; return 1 ;;
    404)
      if jq -e '.error == "user not found"' "$out" >/dev/null; then
        die "TALKVANE_USER_EMAIL=${TALKVANE_USER_EMAIL} is not a Talkvane user"
      fi
      log "not found: $path"; return 2 ;;
    *) die "GET $path -> $code: $(jq -r '.error // "?"' "$out")" ;;
  esac
}

retry 5 3 tv_get "/contact-lists?limit=500" "$OUT_DIR/lists.json"

jq -r '.data[] | [.id, .name] | @tsv' "$OUT_DIR/lists.json" |
while IFS=$'\t' read -r id name; do
  safe=$(echo "$name" | tr -c 'A-Za-z0-9_-' '_')
  retry 5 3 tv_get "/contact-lists/${id}/contacts?limit=5000" "$OUT_DIR/${safe}.json" || continue
  jq -r '.data[] | [.phone, .firstName, .lastName, .createdAt] | @csv' "$OUT_DIR/${safe}.json" > "$OUT_DIR/${safe}.csv"
  log "exported $name"
done
