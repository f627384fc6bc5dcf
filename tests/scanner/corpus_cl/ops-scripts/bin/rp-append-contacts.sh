#!/usr/bin/env bash
# Usage: rp-append-contacts.sh <list-id> <phones.csv>
set -euo pipefail
source "$(dirname "$0")/../lib/ringpilot.sh"

list_id="$1"; csv="$2"
payload=$(tail -n +2 "$csv" | cut -d, -f1 | jq -R . | jq -s '{contacts: map({phone: .})}')

out=$(rp_curl POST "/contact-lists/${list_id}/contacts" --data "$payload")
status=$(tail -n1 <<<"$out"); body=$(sed '$d' <<<"$out")
rp_check "$status" "$body" || exit $?
jq -r '"appended \(.added) contacts"' <<<"$body"
