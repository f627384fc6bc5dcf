#!/usr/bin/env bash
# Create a starter contact list for a newly onboarded rep.
# usage: RINGSTACK_API_KEY=... ./provision_rep.sh rep@tapfield.app "Territory West"
set -euo pipefail

REP_EMAIL="$1"
LIST_NAME="${2:-My first list}"
RS_API="${RINGSTACK_API:-https://api.ringstack.io/api/public/v1}"

resp=$(mktemp)
code=$(curl -sS -o "$resp" -w '%{http_code}' -X POST "$RS_API/contact-lists" \
  -H "x-api-key: ${RINGSTACK_API_KEY}" \
  -H "x-user-email: ${REP_EMAIL}" \
  -H 'Content-Type: application/json' \
  -d "{\"name\": \"${LIST_NAME}\"}")

list_id=$(jq -r '.id // empty' "$resp")
if [[ -n "$list_id" && -f "${SEED_CSV:-}" ]]; then
  cut -d, -f1 "$SEED_CSV" | jq -R . | jq -sc '{phone_numbers: .}' |
    curl -sS -X POST "$RS_API/contact-lists/$list_id/contacts" \
      -H "X-API-Key: $RINGSTACK_API_KEY" \
      -H "X-User-Email: $REP_EMAIL" \
      -H 'Content-Type: application/json' -d @- >/dev/null
fi

case "$code" in
  201|200)
    jq -r '.id' "$resp"
    ;;
  404)
    if jq -e '.error == "user not found"' "$resp" >/dev/null; then
      echo "Rep ${REP_EMAIL} has no Ringstack seat yet; ask sales-ops to invite them." >&2
    else
      echo "unexpected 404: $(cat "$resp")" >&2
    fi
    exit 2
    ;;
  502)
    echo "Ringstack SSO is down, try again in a minute" >&2
    exit 75
    ;;
  *)
    echo "failed ($code): $(jq -r '.error // empty' "$resp")" >&2
    exit 1
    ;;
esac
