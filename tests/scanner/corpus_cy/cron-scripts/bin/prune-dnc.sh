#!/usr/bin/env bash
# Remove numbers that landed on the Do-Not-Call register from every dialer list.
# crontab: 0 6 * * * /opt/hf-cron/bin/prune-dnc.sh

JOB_NAME=prune-dnc
source "$(dirname "$0")/../lib/common.sh"
source /etc/hf-cron/secrets.env

DNC_FEED="https://dnc-feed.tpsonline.example/v1/daily"   # TPS register delta
today=$(curl -sfS -H "x-api-key: ${TPS_FEED_KEY}" "$DNC_FEED?date=$(date +%F)" | jq -r '.numbers[]')

for list_id in $(ch_curl GET /contact-lists | jq -r '.[].id'); do
  for n in $today; do
    enc=$(jq -rn --arg n "$n" '$n|@uri')
    ch_curl DELETE "/contact-lists/${list_id}/contacts/${enc}" >/dev/null
    case $CH_STATUS in
      204|200) log "removed $n from $list_id" ;;
      404) : ;;  # number wasn't on that list
      *) log "unexpected $CH_STATUS removing $n from $list_id" ;;
    esac
  done
done
