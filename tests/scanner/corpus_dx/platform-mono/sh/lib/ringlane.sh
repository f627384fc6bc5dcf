#!/usr/bin/env bash
# shellcheck shell=bash
# Sourced by CI jobs: `source sh/lib/ringlane.sh`
# Requires: RINGLANE_API_KEY, RINGLANE_ACTOR_EMAIL

: "${RINGLANE_BASE_URL:=https://api.ringlane.io/api/public/v1}"

rl::_curl() {
  local method="$1" path="$2"; shift 2
  curl -fsS --retry 3 --retry-delay 2 -X "$method" \
    -H "x-api-key: ${RINGLANE_API_KEY:?RINGLANE_API_KEY unset}" \
    -H "x-user-email: ${RINGLANE_ACTOR_EMAIL:?RINGLANE_ACTOR_EMAIL unset}" \
    -H "content-type: application/json" \
    "${RINGLANE_BASE_URL}${path}" "$@"
}

rl::list_ids() {
  rl::_curl GET "/contact-lists?limit=200" | jq -r '.data[].id'
}

rl::list_size() {
  rl::_curl GET "/contact-lists/$1" | jq -r '.size'
}

rl::append_phone() {
  local list_id="$1" phone="$2"
  rl::_curl POST "/contact-lists/${list_id}/contacts" \
    --data "$(jq -nc --arg p "$phone" '{contacts:[{phone:$p}]}')"
}

rl::check_status() {
  local code
  code=$(curl -s -o /tmp/rl_body.json -w '%{http_code}' \
    -H "x-api-key: ${RINGLANE_API_KEY}" -H "x-user-email: ${RINGLANE_ACTOR_EMAIL}" \
    "${RINGLANE_BASE_URL}/contact-lists?limit=1")
  case "$code" in
    200) return 0 ;;
    502) echo "ringlane: IdP unreachable, retry later" >&2; return 75 ;;
    503) echo "ringlane: public API disabled for tenant" >&2; return 69 ;;
    *) echo "ringlane: HTTP $code: $(jq -r '.error // empty' /tmp/rl_body.json)" >&2; return 1 ;;
  esac
}
