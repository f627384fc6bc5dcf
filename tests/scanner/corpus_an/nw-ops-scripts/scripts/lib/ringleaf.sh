#!/usr/bin/env bash
# Shared helpers for talking to RingLeaf (the outbound dialer) from cron/ops scripts.
# Usage: . "$(dirname "$0")/lib/ringleaf.sh"

: "${RINGLEAF_HOST:=https://api.ringleaf.io}"
RINGLEAF_BASE="${RINGLEAF_HOST}/api/public/v1"
RINGLEAF_KEY="${RINGLEAF_API_KEY:?RINGLEAF_API_KEY must be set}"
RINGLEAF_ACTOR="${RINGLEAF_ACTOR_EMAIL:-dialer-bot@northwind-logistics.com}"

# rl_curl METHOD PATH [curl args...] -> prints body, then the HTTP code on the last line
rl_curl() {
  local method="$1" path="$2"; shift 2
  curl -sS -X "$method" \
    -H "x-api-key: ${RINGLEAF_KEY}" \
    -H "x-user-email: ${RINGLEAF_ACTOR}" \
    -H "Content-Type: application/json" \
    --retry 2 --retry-connrefused \
    -w '\n%{http_code}' \
    "${RINGLEAF_BASE}${path}" "$@"
}

# rl_check CODE BODY -> 0 ok, 75 try again later (EX_TEMPFAIL), 1 fatal
rl_check() {
  local code="$1" body="$2" msg
  msg=$(printf '%s' "$body" | jq -r '.error // empty' 2>/dev/null || true)
  case "$code" in
    2??) return 0 ;;
    401) echo "ringleaf: API key rejected${msg:+ ($msg)}" >&2; return 1 ;;
    404)
      if [ "$msg" = "user not found" ]; then
        echo "ringleaf: acting user ${RINGLEAF_ACTOR} is not known to the IdP" >&2
        return 1
      fi
      echo "ringleaf: not found: $msg" >&2; return 1 ;;
    429) echo "ringleaf: rate limited" >&2; return 75 ;;
    502) echo "ringleaf: identity provider unreachable, will retry on next run" >&2; return 75 ;;
    503) echo "ringleaf: public API is switched off on their side - ask the RingLeaf admin" >&2; return 1 ;;
    *)
      echo "ringleaf: HTTP $code: $msg" >&2
      printf '%s' "$body" | jq -r '.details[]? | "  - \(.path): \(.message)"' >&2 || true
      return 1 ;;
  esac
}
