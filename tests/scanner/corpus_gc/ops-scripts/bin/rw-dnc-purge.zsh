#!/usr/bin/env zsh
# Remove a phone number from every Ringwell contact list (Do-Not-Call requests).
# usage: rw-dnc-purge.zsh +15551234567 [--dry-run]
emulate -L zsh
setopt err_exit pipe_fail no_unset

phone=${1:?phone number in E.164 required}
dry_run=${2:-}

typeset -r RW_BASE=${RINGWELL_API_URL:-https://api.ringwell.io/api/public/v1}
typeset -a rw_headers
rw_headers=(
  -H "X-Api-Key: ${RINGWELL_API_KEY:?set RINGWELL_API_KEY}"
  -H "X-User-Id: ${RINGWELL_USER_ID:?set RINGWELL_USER_ID (Okta user id)}"
)

lists_json=$(curl -fsS ${rw_headers} "${RW_BASE}/contact-lists?limit=500")
typeset -a list_ids
list_ids=(${(f)"$(print -r -- $lists_json | jq -r '.data[].id')"})

print "checking ${#list_ids} lists for ${phone}"
integer removed=0
for id in $list_ids; do
  if [[ -n $dry_run ]]; then
    print "would DELETE list ${id} contact ${phone}"
    continue
  fi
  code=$(curl -sS -o /tmp/rw-purge.$$ -w '%{http_code}' -X DELETE ${rw_headers} \
    "${RW_BASE}/contact-lists/${id}/contacts/${phone//+/%2B}")
  case $code in
    204) (( removed++ )) ;;
    404) ;;  # number was not on this list
    503) print -u2 "Ringwell API disabled on server, aborting"; exit 3 ;;
    *) print -u2 "list ${id}: HTTP ${code} $(jq -r '.error' /tmp/rw-purge.$$)" ;;
  esac
done
rm -f /tmp/rw-purge.$$
print "removed ${phone} from ${removed} lists"
