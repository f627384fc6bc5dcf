#!/usr/bin/env bash
# Usage: vx-lists.sh ls | show <id> | rm-phone <id> <phone> | drop <id>
source "$(dirname "$0")/../lib/common.sh"
need curl; need jq
require_env VOXHAUL_API_KEY VOXHAUL_ACTING_EMAIL

VX_BASE="${VOXHAUL_BASE:-https://api.voxhaul.io/api/public/v1}"

vx() {
  local method=$1 path=$2 out status
  out=$(mktemp)
  status=$(curl -sS -o "$out" -w '%{http_code}' -X "$method" "$VX_BASE$path" \
    -H "x-api-key: ${VOXHAUL_API_KEY}" \
    -H "x-user-email: ${VOXHAUL_ACTING_EMAIL}" \
    -H 'accept: application/json')
  case "$status" in
    2*) cat "$out" ;;
    502) die "Voxhaul could not reach the identity provider, try again in a minute" ;;
    503) die "Voxhaul public API is disabled for our account" ;;
    *) die "HTTP $status: $(jq -r '.error // empty' "$out")" ;;
  esac
  rm -f "$out"
}

case "${1:-}" in
  ls)       vx GET "/contact-lists?limit=200" | jq -r '.data[] | [.id, .name, .contact_count] | @tsv' ;;
  show)     vx GET "/contact-lists/$2" | jq . ;;
  rm-phone) vx DELETE "/contact-lists/$2/contacts/$3" ;;
  drop)     vx DELETE "/contact-lists/$2" && log "dropped $2" ;;
  *)        sed -n '2p' "$0"; exit 2 ;;
esac
