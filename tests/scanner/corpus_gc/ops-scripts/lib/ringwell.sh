#!/usr/bin/env bash
# shellcheck shell=bash
# Shared helpers for talking to the Ringwell dialer API.

: "${RINGWELL_HOST:=https://api.ringwell.io}"
: "${RINGWELL_API_VERSION:=v1}"
RINGWELL_BASE="${RINGWELL_HOST}/api/public/${RINGWELL_API_VERSION}"

# statuses worth retrying; Ringwell returns 502 when its IdP lookup times out
RW_RETRY_STATUSES=(429 502)

rw_die() { echo "rw: $*" >&2; exit 1; }

rw_require_env() {
  [[ -n "${RINGWELL_API_KEY:-}" ]] || rw_die "RINGWELL_API_KEY is not set"
  [[ -n "${RINGWELL_USER:-}" ]] || rw_die "RINGWELL_USER is not set (your Ringwell login email)"
}

# rw_curl METHOD PATH [JSON_BODY]  -> prints body, sets RW_STATUS
rw_curl() {
  local method="$1" path="$2" body="${3:-}" attempt=0 tmp
  tmp="$(mktemp)"
  while :; do
    attempt=$((attempt + 1))
    RW_STATUS=$(curl -sS -o "$tmp" -w '%{http_code}' -X "$method" \
      -H "x-api-key: ${RINGWELL_API_KEY}" \
      -H "x-user-email: ${RINGWELL_USER}" \
      -H 'Content-Type: application/json' \
      ${body:+--data "$body"} \
      "${RINGWELL_BASE}${path}")
    if [[ " ${RW_RETRY_STATUSES[*]} " == *" ${RW_STATUS} "* && $attempt -lt 4 ]]; then
      sleep $((attempt * 2))
      continue
    fi
    break
  done
  cat "$tmp"
  rm -f "$tmp"
}

# rw_explain STATUS BODY -> human readable reason on stderr
rw_explain() {
  local status="$1" body="$2" msg
  msg=$(jq -r '.error // empty' <<<"$body" 2>/dev/null)
  case "$status" in
    401) echo "bad API key: ${msg}" >&2 ;;
    400) echo "missing acting user header: ${msg}" >&2 ;;
    404)
      if [[ "$msg" == "user not found" ]]; then
        echo "Ringwell does not know ${RINGWELL_USER}; check the IdP" >&2
      else
        echo "not found: ${msg}" >&2
      fi
      ;;
    502) echo "Ringwell could not reach its identity provider, try again later" >&2 ;;
    503) echo "Ringwell public API is disabled for the account" >&2 ;;
    429) echo "rate limited" >&2 ;;
    *) echo "HTTP ${status}: ${msg}" >&2 ;;
  esac
  jq -r '.details[]? | "  - \(.path): \(.message)"' <<<"$body" >&2 2>/dev/null || true
}
