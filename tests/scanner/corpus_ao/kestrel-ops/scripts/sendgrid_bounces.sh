#!/usr/bin/env bash
# Weekly: pull hard bounces from SendGrid and push them to the policy-service suppression list.
set -euo pipefail

curl -sS "https://api.sendgrid.com/v3/suppression/bounces?start_time=$(date -d '-7 days' +%s)" \
  -H "Authorization: Bearer ${SENDGRID_API_KEY}" \
  | jq -c '.[] | {email: .email, reason: .reason}' \
  | while read -r row; do
      curl -sS -X POST "http://policy-service.kestrel.internal/v1/contact-lists/suppressed/contacts" \
        -H "x-api-key: ${POLICY_SERVICE_KEY}" \
        -H "X-User-Email: ops-bot@kestrelmutual.com" \
        -H 'Content-Type: application/json' \
        -d "$row"
    done
