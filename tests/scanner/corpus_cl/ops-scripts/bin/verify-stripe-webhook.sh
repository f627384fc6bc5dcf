#!/usr/bin/env bash
# Verify a captured Stripe webhook locally.
set -euo pipefail
headers="$1"; body="$2"
hdr=$(grep -i '^Stripe-Signature:' "$headers" | cut -d' ' -f2- | tr -d '\r')
t=$(tr ',' '\n' <<<"$hdr" | sed -n 's/^t=//p')
v1=$(tr ',' '\n' <<<"$hdr" | sed -n 's/^v1=//p')
expected=$(printf '%s.%s' "$t" "$(cat "$body")" | openssl dgst -sha256 -hmac "$STRIPE_WEBHOOK_SECRET" -hex | awk '{print $2}')
[[ "$v1" == "$expected" ]] && echo "stripe signature OK" || { echo "mismatch" >&2; exit 1; }
