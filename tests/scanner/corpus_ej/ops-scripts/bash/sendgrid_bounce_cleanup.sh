#!/usr/bin/env bash
# Remove hard-bounced addresses from SendGrid marketing contact lists.
set -euo pipefail
source "$(dirname "$0")/common.sh"
load_env
require_env SENDGRID_API_KEY SENDGRID_LIST_ID

SG=https://api.sendgrid.com/v3
bounces=$(curl -sS -H "Authorization: Bearer $SENDGRID_API_KEY" "$SG/suppression/bounces?limit=500" | jq -r '.[].email')
for email in $bounces; do
  id=$(curl -sS -X POST -H "Authorization: Bearer $SENDGRID_API_KEY" -H 'Content-Type: application/json' \
    "$SG/marketing/contacts/search/emails" -d "{\"emails\":[\"$email\"]}" | jq -r ".result[\"$email\"].contact.id // empty")
  [[ -z $id ]] && continue
  curl -sS -X DELETE -H "Authorization: Bearer $SENDGRID_API_KEY" \
    "$SG/marketing/lists/$SENDGRID_LIST_ID/contacts?contact_ids=$id" >/dev/null
  log "removed $email from list $SENDGRID_LIST_ID"
done
