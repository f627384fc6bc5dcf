#!/usr/bin/env sh
# Nightly: remove numbers that landed on our Do-Not-Call list from every RingLark contact list.
set -eu

: "${RINGLARK_BASE:=https://api.ringlark.com/api/public/v1}"
: "${RINGLARK_API_KEY:?RINGLARK_API_KEY must be set}"
ACTING_USER="${RINGLARK_ACTING_USER:-ops@kettlebridge.io}"
DNC_URL="http://api:5000/api/internal/dnc"

rl() {
  curl -sS -w '\n%{http_code}' \
    -H "x-api-key: ${RINGLARK_API_KEY}" \
    -H "x-user-email: ${ACTING_USER}" \
    "$@"
}

numbers=$(curl -sS "$DNC_URL" -H "X-Internal-Token: ${INTERNAL_TOKEN:-}" | jq -r '.[].phone')
out=$(rl "${RINGLARK_BASE}/contact-lists")
code=$(printf '%s' "$out" | tail -n1)
case "$code" in
  200) ;;
  502) echo "ringlark: identity provider unreachable, will retry tomorrow"; exit 0 ;;
  503) echo "ringlark: public API disabled on their side" >&2; exit 2 ;;
  *)   printf '%s\n' "$out" | head -n -1 | jq -r '.error' >&2; exit 1 ;;
esac

for list_id in $(printf '%s' "$out" | head -n -1 | jq -r '.[].id'); do
  for phone in $numbers; do
    enc=$(printf '%s' "$phone" | jq -sRr @uri)
    rl -X DELETE "${RINGLARK_BASE}/contact-lists/${list_id}/contacts/${enc}" >/dev/null || true
  done
done
echo "prune done $(date -u +%FT%TZ)"
