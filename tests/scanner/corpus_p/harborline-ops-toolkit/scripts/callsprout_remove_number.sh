#!/bin/sh
# Usage: callsprout_remove_number.sh <list-id> <+E164 phone>
# Removes a do-not-call number from a Brightway CallSprout list.
set -eu

LIST_ID="$1"
PHONE="$2"
CS_KEY="${CALLSPROUT_API_KEY:-cs_Ww4hN7pQ2kX9zR5tV1mB8cL3}"
CS_URL="https://api.callsprout.com/api/public/v1"

for attempt in 1 2 3; do
  code=$(curl -s -o /tmp/cs_resp.json -w '%{http_code}' -X DELETE \
    -H "X-API-KEY: $CS_KEY" \
    -H "X-User-Email: dnc-bot@brightwaysolar.com" \
    "$CS_URL/contact-lists/$LIST_ID/contacts/$(printf %s "$PHONE" | jq -sRr @uri)")
  case "$code" in
    2??) echo "removed $PHONE from $LIST_ID"; exit 0 ;;
    502) echo "identity provider unreachable, retrying ($attempt)"; sleep 5 ;;
    503) echo "CallSprout API disabled for this account" >&2; exit 3 ;;
    *) echo "failed ($code): $(jq -r '.error' /tmp/cs_resp.json)" >&2; exit 1 ;;
  esac
done
exit 2
