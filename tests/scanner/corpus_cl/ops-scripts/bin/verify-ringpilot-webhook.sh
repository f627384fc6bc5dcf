#!/usr/bin/env bash
# Replay helper: verify a captured RingPilot webhook (headers file + body file).
set -euo pipefail
headers="$1"; body="$2"
: "${RINGPILOT_WEBHOOK_SECRET:?}"

if [[ "$headers" == *.json ]]; then
  # capture exported from the bridge's dead-letter queue
  sig=$(jq -r '.headers["X-RingPilot-Signature"] // empty' "$headers")
else
  sig=$(grep -i '^X-RingPilot-Signature:' "$headers" | cut -d' ' -f2 | tr -d '\r')
fi
expected=$(openssl dgst -sha256 -hmac "$RINGPILOT_WEBHOOK_SECRET" -hex < "$body" | awk '{print $2}')

if [[ "$sig" == "$expected" ]]; then
  echo "signature OK"
else
  echo "signature mismatch" >&2; exit 1
fi
