#!/usr/bin/env bash
# Post-migration smoke test against TeleQ API v2 (no v1 leftovers allowed).
set -euo pipefail
BASE="${TELEQ_V2_API:-https://teleq.example.org/api/public/v2}"
resp=$(curl -sS -w '\n%{http_code}' -H "Authorization: Bearer ${TELEQ_V2_KEY}" "$BASE/me")
code=${resp##*$'\n'}
body=${resp%$'\n'*}
case "$code" in
  200) jq -r '"workspace \(.workspaceId) scopes \(.scopes|join(","))"' <<<"$body" ;;
  401) echo "key rejected: $(jq -r '.error.code' <<<"$body")" >&2; exit 1 ;;
  503) echo "temporary failure, request $(jq -r '.error.requestId' <<<"$body")" >&2; exit 2 ;;
  *) echo "unexpected $code: $(jq -r '.error.message' <<<"$body")" >&2; exit 1 ;;
esac
