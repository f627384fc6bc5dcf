#!/usr/bin/env bash
# Export every Callvane contact list (and its contacts) to ./out/*.csv
source "$(dirname "$0")/../lib/common.sh"
require curl jq

OUT_DIR="${OUT_DIR:-./out}"
mkdir -p "$OUT_DIR"

fetch() {
  local attempt=0 resp code body
  while :; do
    resp="$(callvane_curl GET "$1")"
    code="${resp##*$'\n'}"
    body="${resp%$'\n'*}"
    case "$code" in
      200) printf '%s' "$body"; return 0 ;;
      502|429)
        attempt=$((attempt + 1))
        [ "$attempt" -ge 5 ] && die "gave up on $1 after $attempt tries"
        log WARN "callvane $code on $1 (identity provider / rate limit), retrying"
        sleep $((attempt * 3)) ;;
      503) die "Callvane public API is disabled for our account, ask their support" ;;
      *) die "callvane $code: $(jq -r '.error // "?"' <<<"$body")" ;;
    esac
  done
}

lists_json="$(fetch "/contact-lists?limit=500")"
for id in $(jq -r '.data[].id' <<<"$lists_json"); do
  name="$(jq -r --arg id "$id" '.data[] | select(.id==$id) | .name' <<<"$lists_json")"
  log INFO "exporting $name ($id)"
  fetch "/contact-lists/${id}/contacts?limit=5000" \
    | jq -r '.data[] | [.phone, .first_name, .last_name, .company] | @csv' \
    > "${OUT_DIR}/${name}.csv"
done
log INFO "done: $(ls "$OUT_DIR" | wc -l) lists"
