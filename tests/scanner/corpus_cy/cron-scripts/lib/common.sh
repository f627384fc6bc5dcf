# shellcheck shell=bash
# Shared helpers for cron jobs on ops01. Source, don't execute.

set -euo pipefail

: "${CALLHATCH_BASE:=https://api.callhatch.com/api/public/v1}"
: "${CALLHATCH_ACTING_USER:=dialer-sync@harrowfinch.co.uk}"
LOG_DIR=${LOG_DIR:-/var/log/hf-cron}

log() { printf '%s [%s] %s\n' "$(date -u +%FT%TZ)" "${JOB_NAME:-cron}" "$*" | tee -a "$LOG_DIR/${JOB_NAME:-cron}.log" >&2; }

# ch_curl METHOD PATH [DATA]  -> prints body, sets CH_STATUS
ch_curl() {
  local method=$1 path=$2 data=${3:-}
  local tmp; tmp=$(mktemp)
  local args=(-sS -o "$tmp" -w '%{http_code}' -X "$method"
    -H "X-API-Key: ${CALLHATCH_API_KEY:?CALLHATCH_API_KEY missing}"
    -H "X-User-Email: ${CALLHATCH_ACTING_USER}"
    -H 'Accept: application/json')
  [[ -n $data ]] && args+=(-H 'Content-Type: application/json' --data "$data")
  CH_STATUS=$(curl "${args[@]}" "${CALLHATCH_BASE}${path}")
  cat "$tmp"
  rm -f "$tmp"
}

# ch_fail BODY -> log the vendor message and field details
ch_fail() {
  local body=$1
  log "CallHatch HTTP ${CH_STATUS}: $(jq -r '.error // "no message"' <<<"$body")"
  jq -r '.details[]? | "  \(.path): \(.message)"' <<<"$body" | while read -r l; do log "$l"; done
}

slack() {
  curl -sS -X POST -H 'Content-Type: application/json' \
    --data "$(jq -n --arg t "$1" '{text:$t}')" "$SLACK_WEBHOOK_URL" >/dev/null || true
}
