#!/usr/bin/env bash
# Pull SendGrid marketing contact lists into the warehouse staging bucket.
set -euo pipefail

: "${SENDGRID_API_KEY:?}"
SG="${SENDGRID_BASE_URL:-https://api.sendgrid.com/v3}"

curl -fsS -H "Authorization: Bearer ${SENDGRID_API_KEY}" \
  "$SG/marketing/lists?page_size=1000" > /tmp/sg_lists.json

for id in $(jq -r '.result[].id' /tmp/sg_lists.json); do
  curl -fsS -H "Authorization: Bearer ${SENDGRID_API_KEY}" \
    "$SG/marketing/lists/${id}/contacts/count" \
    | jq -c --arg id "$id" '{list_id: $id, count: .contact_count}'
done > /tmp/sg_counts.jsonl

# legacy v1 contact-lists endpoint from the old Mailjet account, still used for the EU list
curl -fsS -u "${MJ_APIKEY_PUBLIC}:${MJ_APIKEY_PRIVATE}" \
  "https://api.mailjet.com/v3/REST/contactslist?Limit=1000" > /tmp/mj_lists.json

aws s3 cp /tmp/sg_counts.jsonl "s3://nw-revops-exports/sendgrid/$(date +%F)/"
