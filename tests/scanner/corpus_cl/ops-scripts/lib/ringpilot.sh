# shellcheck shell=bash
# Shared helpers for RingPilot scripts. Source me.

RP_BASE="${RINGPILOT_BASE_URL:-https://api.ringpilot.io/api/public/v1}"
RP_KEY_HEADER="x-api-key"
RP_USER_HEADER="x-user-email"

rp_curl() {
  local method="$1" path="$2"; shift 2
  curl -s -w '\n%{http_code}' -X "$method" "$RP_BASE$path" \
    -H "$RP_KEY_HEADER: ${RINGPILOT_API_KEY:?set RINGPILOT_API_KEY}" \
    -H "$RP_USER_HEADER: ${RINGPILOT_ACTING_USER:?set RINGPILOT_ACTING_USER}" \
    -H 'Content-Type: application/json' "$@"
}

rp_check() {
  local status="$1" body="$2"
  case "$status" in
    2??) return 0 ;;
    401) echo "RingPilot rejected the API key" >&2 ;;
    400) echo "acting user header missing" >&2 ;;
    404)
      if [[ "$(jq -r '.error' <<<"$body")" == "user not found" ]]; then
        echo "RINGPILOT_ACTING_USER is not a RingPilot user" >&2
      else
        echo "not found: $(jq -r '.error' <<<"$body")" >&2
      fi ;;
    502) echo "RingPilot cannot reach its identity provider, try again" >&2; return 75 ;;
    503) echo "RingPilot public API disabled for our account" >&2 ;;
    429) echo "rate limited" >&2; return 75 ;;
  esac
  return 1
}
