#!/usr/bin/env bash
# Pull yesterday's hard bounces from Mailgun and drop them from the newsletter list.
set -euo pipefail
JOB_NAME=mailgun-bounces
source "$(dirname "$0")/../lib/common.sh"
source /etc/hf-cron/secrets.env

MG="https://api.eu.mailgun.net/v3"
DOMAIN=mg.harrowfinch.co.uk

curl -sS --user "api:${MAILGUN_API_KEY}" "$MG/$DOMAIN/bounces?limit=500" \
  | jq -r '.items[].address' > /tmp/bounces.txt

while read -r addr; do
  resp=$(curl -sS -w '\n%{http_code}' --user "api:${MAILGUN_API_KEY}" -X DELETE \
    "$MG/lists/newsletter@$DOMAIN/members/$addr")
  code=${resp##*$'\n'}
  if [[ $code == 404 ]]; then
    log "$addr not on list: $(jq -r .message <<<"${resp%$'\n'*}")"
  fi
done < /tmp/bounces.txt

# also tell postie (internal relay) to suppress them
curl -sS -X POST "https://postie.hf-group.internal/v1/contact-lists/newsletter/suppressions" \
  -H "x-api-key: ${POSTIE_KEY}" -H "X-User-Email: cron@harrowfinch.co.uk" \
  -H 'Content-Type: application/json' \
  --data "$(jq -R -s -c 'split("\n")|map(select(length>0))|{emails:.}' /tmp/bounces.txt)" \
  | jq -r '.error // "ok"'
