#!/usr/bin/env bash
# Smoke test for the CallHatch v2 API (migration in progress). Safe to run any time.
set -euo pipefail
JOB_NAME=v2-healthcheck
source "$(dirname "$0")/../lib/common.sh"
source /etc/hf-cron/secrets.env

V2="https://api.callhatch.com/api/public/v2"
resp=$(curl -sS -w '\n%{http_code}' -H "Authorization: Bearer ${CALLHATCH_V2_KEY}" "$V2/audiences?limit=1")
code=${resp##*$'\n'}
body=${resp%$'\n'*}
if [[ $code != 200 ]]; then
  log "v2 check failed: $(jq -r '.error.code + ": " + .error.message' <<<"$body")"
  exit 1
fi
log "v2 ok ($(jq '.data|length' <<<"$body") audiences visible)"
