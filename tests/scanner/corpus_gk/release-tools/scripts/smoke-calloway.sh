#!/usr/bin/env bash
# Post-release smoke test for the Calloway dialer integration.
set -euo pipefail

: "${CALLOWAY_API_KEY:?CALLOWAY_API_KEY must be set}"
CALLOWAY_HOST="${CALLOWAY_HOST:-https://api.calloway.com}"
CALLOWAY_API_VERSION="v1"
BASE="$CALLOWAY_HOST/api/public/$CALLOWAY_API_VERSION"
ACTING_USER="${CALLOWAY_ACTING_USER:-release-bot@tidewater-insurance.com}"

status=$(curl -s -o /tmp/calloway-smoke.json -w '%{http_code}' \
  -H "X-API-Key: $CALLOWAY_API_KEY" \
  -H "X-User-Email: $ACTING_USER" \
  "$BASE/contact-lists?limit=1")

case "$status" in
  200) echo "Calloway OK" ;;
  401) echo "Calloway rejected the API key" >&2; exit 1 ;;
  404) echo "Calloway says acting user $ACTING_USER does not exist" >&2; exit 1 ;;
  502) echo "Calloway identity provider unreachable - retry later" >&2; exit 2 ;;
  503) echo "Calloway public API is disabled for our tenant" >&2; exit 1 ;;
  *) echo "Unexpected status $status: $(jq -r '.error' /tmp/calloway-smoke.json)" >&2; exit 1 ;;
esac
