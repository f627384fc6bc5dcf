#!/usr/bin/env bash
# Ops helper: rebuild tomorrow's reminder list in Dialwave from the appointments export.
set -euo pipefail

DIALWAVE_URL="${DIALWAVE_URL:-https://api.dialwave.io/api/public/v1}"
ACTING_USER="${ACTING_USER:-ops@clinicly.health}"
EXPORT="${1:-/var/exports/appointments-tomorrow.json}"

payload=$(jq '{name: ("reminders-" + (now | strftime("%Y-%m-%d"))), contacts: [.[] | {phone: .mobile}]}' "$EXPORT")

resp=$(mktemp)
status=$(curl -sS -o "$resp" -w '%{http_code}' \
  -X POST "$DIALWAVE_URL/contact-lists" \
  -H "x-api-key: ${DIALWAVE_API_KEY}" \
  -H "x-user-email: ${ACTING_USER}" \
  -H 'Content-Type: application/json' \
  -d "$payload")

case "$status" in
  2??)
    echo "created list $(jq -r '.id' "$resp")"
    ;;
  502)
    echo "Dialwave IdP unreachable, retry in 5 minutes" >&2
    exit 75
    ;;
  *)
    echo "Dialwave failed ($status): $(jq -r '.error' "$resp")" >&2
    exit 1
    ;;
esac

# Push a heartbeat to healthchecks.io (their v1 ping API)
curl -fsS -m 10 --retry 3 "https://hc-ping.com/${HC_UUID}" >/dev/null || true
