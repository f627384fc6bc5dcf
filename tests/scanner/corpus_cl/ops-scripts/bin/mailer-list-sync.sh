#!/usr/bin/env bash
# Sync newsletter members into the internal mailer's contact lists.
set -euo pipefail
MAILER="${MAILER_BASE_URL:-https://mailer.internal.tallybrook.com/api/v1}"

curl -sf -X POST "$MAILER/contact-lists/newsletter/members" \
  -H "x-api-key: ${MAILER_API_KEY:?}" \
  -H "x-user-email: newsletter-bot@tallybrook.com" \
  -H 'Content-Type: application/json' \
  --data @members.json \
  || { rc=$?; [[ $rc -eq 22 ]] && echo "mailer returned 4xx/5xx (502/503 => retry next run)"; exit $rc; }
