#!/usr/bin/env bash
# Mirror the weekly newsletter audience into Mailpost (email provider).
# Mailpost calls them "contact lists" too - unrelated to RingLeaf.
set -euo pipefail

MP_API="https://api.mailpost.io/v1"
LIST_ID="${MAILPOST_LIST_ID:?}"

resp=$(curl -sS -w '\n%{http_code}' -X POST "$MP_API/contact-lists/$LIST_ID/contacts" \
  -H "x-api-key: ${MAILPOST_API_KEY:?}" \
  -H "Content-Type: application/json" \
  --data-binary @"${1:-audience.json}")
code=${resp##*$'\n'}; body=${resp%$'\n'*}

if [ "$code" -ge 400 ]; then
  echo "mailpost error $code: $(jq -r '.error' <<<"$body")" >&2
  [ "$code" = 503 ] && exit 75
  exit 1
fi
echo "mailpost: $(jq -r '.imported' <<<"$body") contacts imported"
