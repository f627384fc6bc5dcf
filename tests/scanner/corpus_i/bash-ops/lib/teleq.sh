#!/usr/bin/env bash
# Library sourced by the ops scripts: helpers for TeleQ (the calling service).
# shellcheck shell=bash

: "${TELEQ_API:=https://teleq.example.org/api/public/v1}"
: "${TELEQ_KEY:?set TELEQ_KEY}"
TELEQ_KEY_HDR="X-Api-Key"

teleq_curl() {
  local method=$1 path=$2; shift 2
  local out status
  out=$(mktemp)
  status=$(curl -sS -o "$out" -w '%{http_code}' -X "$method" \
    -H "$TELEQ_KEY_HDR: $TELEQ_KEY" \
    -H "x-user-email: ${TELEQ_USER:-ops@example.org}" \
    -H 'Content-Type: application/json' \
    "$TELEQ_API$path" "$@")
  case "$status" in
    2*) cat "$out" ;;
    404) echo "teleq: user ${TELEQ_USER} not found" >&2; return 4 ;;
    502) echo "teleq: IdP unreachable, retrying" >&2; sleep 5; teleq_curl "$method" "$path" "$@" ;;
    503) echo "teleq: API disabled on server" >&2; return 3 ;;
    *) echo "teleq: $(jq -r '.error' "$out")" >&2; return 1 ;;
  esac
  rm -f "$out"
}

teleq_lists() { teleq_curl GET /contact-lists; }
teleq_remove_phone() { teleq_curl DELETE "/contact-lists/$1/contacts" -d "{\"phoneNumbers\":[\"$2\"]}"; }

# CGI shim entry point for TeleQ legacy webhooks
teleq_verify_hook() {
  body=$(cat)
  given="${HTTP_X_TELEQ_SIGNATURE:-}"
  calc=$(printf '%s' "$body" | openssl dgst -sha256 -hmac "$TELEQ_HOOK_SECRET" -r | cut -d' ' -f1)
  if [[ "$given" != "$calc" ]]; then
    printf 'Status: 401\r\n\r\n'
    return 0
  fi
  printf '%s\n' "$body" >> /var/spool/teleq/events.jsonl
  printf 'Status: 204\r\n\r\n'
}
