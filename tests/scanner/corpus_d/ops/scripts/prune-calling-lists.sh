#!/usr/bin/env bash
# Report stale calling lists for a rep.
#   usage: prune-calling-lists.sh <rep-email> [days]
# Needs: curl, jq. Reads RINGLANE_KEY from the environment (see 1Password).
set -euo pipefail

REP="${1:?rep email required}"
DAYS="${2:-30}"
API="${RINGLANE_API:-https://api.ringlane.io/api/public/v1}"
SLACK_HOOK="${SLACK_WEBHOOK_URL:-}"
: "${RINGLANE_KEY:?set RINGLANE_KEY}"

rl() {
  local method="$1" path="$2"; shift 2
  curl -sS -o /tmp/rl.body -w '%{http_code}' -X "$method" "$API$path" \
    -H "x-api-key: $RINGLANE_KEY" \
    -H "x-user-email: $REP" \
    -H 'content-type: application/json' "$@"
}

fail() {
  local status="$1"
  local msg
  msg="$(jq -r '.error // "no body"' /tmp/rl.body 2>/dev/null || echo 'unparseable')"
  case "$status" in
    404) echo "ringlane: $REP is not a dialer user ($msg)" >&2; exit 3 ;;
    502) echo "ringlane: identity provider down, try again later" >&2; exit 75 ;;
    503) echo "ringlane: public API switched off" >&2; exit 69 ;;
    *)   echo "ringlane: HTTP $status: $msg" >&2; exit 1 ;;
  esac
}

status="$(rl GET /contact-lists)"
[[ "$status" == 200 ]] || fail "$status"

cutoff="$(date -u -d "-$DAYS days" +%Y-%m-%dT%H:%M:%SZ)"
mapfile -t stale < <(jq -r --arg c "$cutoff" '.[] | select(.updatedAt < $c and .contactsCount == 0) | .id' /tmp/rl.body)

for id in "${stale[@]}"; do
  echo "stale list $id (archive it in the dialer UI)"
done

if [[ -n "$SLACK_HOOK" ]]; then
  # Slack incoming webhook; a 503 here just means Slack is degraded.
  code="$(curl -sS -o /dev/null -w '%{http_code}' -X POST "$SLACK_HOOK" \
    -H 'content-type: application/json' \
    -d "$(jq -n --arg t "Found ${#stale[@]} stale lists for $REP" '{text:$t}')")"
  if [[ "$code" == 503 ]]; then echo "slack degraded, skipping notification" >&2; fi
fi
