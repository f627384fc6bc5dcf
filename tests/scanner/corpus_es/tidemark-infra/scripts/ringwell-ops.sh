#!/usr/bin/env bash
# Ops helper for the Ringwell call lists.
#   ringwell-ops.sh lists
#   ringwell-ops.sh show <list-id>
#   ringwell-ops.sh drop-contact <list-id> <+E164>
#   ringwell-ops.sh purge <list-id>
set -euo pipefail

RINGWELL_API="${RINGWELL_API:-https://api.ringwell.io/api/public/v1}"
: "${RINGWELL_API_KEY:?export RINGWELL_API_KEY first (1Password: Ringwell public key)}"
ACTING_USER="${RINGWELL_ACTING_USER:-dispatch-bot@tidemarkfreight.com}"

rw() {
  local method=$1 path=$2; shift 2
  local out status
  out=$(mktemp)
  status=$(curl -sS -o "$out" -w '%{http_code}' -X "$method" "${RINGWELL_API}${path}" \
    -H "X-API-Key: ${RINGWELL_API_KEY}" \
    -H "X-User-Email: ${ACTING_USER}" \
    -H 'Content-Type: application/json' "$@")
  case "$status" in
    2??) cat "$out" ;;
    502) echo "Ringwell could not reach its IdP, try again in a minute" >&2; exit 75 ;;
    503) echo "Ringwell public API is switched off for our tenant" >&2; exit 69 ;;
    *)   echo "HTTP $status: $(jq -r '.error // "unknown"' "$out")" >&2; exit 1 ;;
  esac
  rm -f "$out"
}

case "${1:-}" in
  lists)        rw GET /contact-lists | jq -r '.[] | [.id, .name, .contact_count] | @tsv' ;;
  show)         rw GET "/contact-lists/${2:?list id}" | jq . ;;
  drop-contact) rw DELETE "/contact-lists/${2:?list id}/contacts/${3:?phone}" ;;
  purge)        rw DELETE "/contact-lists/${2:?list id}" ;;
  *) sed -n '2,6p' "$0"; exit 2 ;;
esac
