#!/usr/bin/env bash
# Post-migration smoke check against Dialwave v2 (CLIN-4412).
# v1 used x-api-key + x-user-email; v2 only takes a Bearer key, so neither header is sent here.
set -euo pipefail

BASE="${DIALWAVE_V2_URL:-https://api.dialwave.io/api/public/v2}"

out=$(mktemp)
code=$(curl -sS -o "$out" -w '%{http_code}' \
  -H "Authorization: Bearer ${DIALWAVE_API_KEY:?set DIALWAVE_API_KEY}" \
  "$BASE/me")

case "$code" in
  200)
    echo "ok: workspace $(jq -r '.workspaceId' "$out"), env $(jq -r '.environment' "$out")"
    ;;
  401)
    echo "key rejected: $(jq -r '.error.code' "$out") ($(jq -r '.error.requestId' "$out"))" >&2
    exit 1
    ;;
  503)
    echo "temporary failure, retry later: $(jq -r '.error.message' "$out")" >&2
    exit 75
    ;;
  *)
    echo "unexpected $code: $(jq -c '.error' "$out")" >&2
    exit 1
    ;;
esac

# Also verify the AWS SES contact list used for newsletters still exists
aws sesv2 get-contact-list --contact-list-name clinicly-newsletter >/dev/null
