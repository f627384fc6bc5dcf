#!/usr/bin/env bash
# Rebuild the "overdue-renewals" dialer list from the CRM export every night.
# crontab: 15 2 * * * /opt/hf-cron/bin/nightly-list-sync.sh

JOB_NAME=nightly-list-sync
source "$(dirname "$0")/../lib/common.sh"
source /etc/hf-cron/secrets.env

EXPORT=/srv/exports/overdue_renewals.csv
LIST_NAME="overdue-renewals"

[[ -s $EXPORT ]] || { log "no export at $EXPORT, skipping"; exit 0; }

lists=$(ch_curl GET /contact-lists)
case "$CH_STATUS" in
  200) ;;
  502)
    log "CallHatch can't reach its IdP, retrying in 5 min"
    sleep 300
    lists=$(ch_curl GET "/contact-lists?name=${LIST_NAME}")
    ;;
  503)
    log "CallHatch public API disabled on their side"; slack ":warning: CallHatch API disabled, nightly sync skipped"; exit 0 ;;
  *) ch_fail "$lists"; exit 1 ;;
esac

list_id=$(jq -r --arg n "$LIST_NAME" '.[] | select(.name==$n) | .id' <<<"$lists")
if [[ -z $list_id ]]; then
  created=$(ch_curl POST /contact-lists "$(jq -n --arg n "$LIST_NAME" '{name:$n}')")
  list_id=$(jq -r .id <<<"$created")
  log "created list $list_id"
fi

payload=$(tail -n +2 "$EXPORT" | cut -d, -f3 | jq -R -s -c 'split("\n") | map(select(length>0) | {phone: .}) | {contacts: .}')
body=$(ch_curl POST "/contact-lists/${list_id}/contacts" "$payload")

if [[ $CH_STATUS == 404 ]] && [[ $(jq -r .error <<<"$body") == "user not found" ]]; then
  slack ":x: dialer-sync user was deprovisioned in Azure AD; nightly sync failed"
  exit 1
elif [[ $CH_STATUS != 2* ]]; then
  ch_fail "$body"
  exit 1
fi
log "pushed $(jq '.contacts|length' <<<"$payload") numbers into $list_id"
