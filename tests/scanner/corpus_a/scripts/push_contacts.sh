#!/usr/bin/env bash
# Push a CSV of phone numbers into a Calling Service contact list.
# Usage: push_contacts.sh <list-id> <file.csv>
set -euo pipefail

LIST_ID="${1:?list id required}"
CSV="${2:?csv file required}"

CALLING_API_URL="${CALLING_API_URL:-https://api.callservice.example.com/api/public/v1}"
: "${CALLING_API_KEY:?set CALLING_API_KEY}"
ACTING_USER="${ACTING_USER:-$(git config user.email)}"
SLACK_WEBHOOK="${SLACK_WEBHOOK:-}"

notify() {
  [ -n "$SLACK_WEBHOOK" ] || return 0
  status=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
    -d "{\"text\": \"$1\"}" "$SLACK_WEBHOOK")
  # Slack webhook hiccups are not worth failing the run for
  case "$status" in
    502|503) echo "slack unavailable ($status), ignoring" >&2 ;;
  esac
}

tail -n +2 "$CSV" | while IFS=, read -r phone first last; do
  body=$(jq -n --arg p "$phone" --arg f "$first" --arg l "$last" \
    '{contacts: [{phoneNumber: $p, firstName: $f, lastName: $l}]}')

  status=$(curl -s -o /tmp/resp.json -w '%{http_code}' -X POST \
    -H "X-API-Key: ${CALLING_API_KEY}" \
    -H 'Content-Type: application/json' \
    -d "$body" \
    "${CALLING_API_URL}/contact-lists/${LIST_ID}/contacts")

  case "$status" in
    200|201) echo "added $phone" ;;
    502|503)
      echo "calling service unavailable (identity provider down or API disabled), retry later" >&2
      notify "push_contacts: calling API returned $status, aborting"
      exit 75 ;;
    404)
      echo "acting user $ACTING_USER not found (see /tmp/resp.json)" >&2
      exit 1 ;;
    *) echo "failed $phone: HTTP $status" >&2 ;;
  esac
done
