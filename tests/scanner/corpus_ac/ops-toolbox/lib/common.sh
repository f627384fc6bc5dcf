#!/usr/bin/env bash
# shellcheck shell=bash
set -euo pipefail

: "${CALLVOX_HOST:=https://api.callvox.com}"
CVX_BASE="${CALLVOX_HOST}/api/public/v1"
: "${CVX_AS:=integrations@halvard.io}"

die() { echo "error: $*" >&2; exit 1; }

cvx() {
  local method=$1 path=$2; shift 2
  [[ -n "${CALLVOX_KEY:-}" ]] || die "CALLVOX_KEY not set"
  local out code
  out=$(curl -sS -w '\n%{http_code}' -X "$method" "${CVX_BASE}${path}" \
    -H "X-API-Key: ${CALLVOX_KEY}" \
    -H "X-User-Email: ${CVX_AS}" \
    -H 'Content-Type: application/json' "$@")
  code=${out##*$'\n'}
  out=${out%$'\n'*}
  case "$code" in
    2??) printf '%s\n' "$out" ;;
    502) die "callvox: identity provider unreachable, retry later" ;;
    *)   die "callvox $code: $(jq -r '.error // "?"' <<<"$out")" ;;
  esac
}
