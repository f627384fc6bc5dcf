#!/usr/bin/env bash
# One-off: create a test list in the Ringlane sandbox tenant and push two numbers.
# Written during the 2023 pilot; kept for reproducing import bugs.
set -euo pipefail
RL=https://api.ringlane.com/api/public/v1
KEY=${RINGLANE_API_KEY:-rl_Zk4pT9wQ2mX7vLc8Hn3bY6Rd}

LIST_ID=$(curl -sS -X POST "$RL/contact-lists" \
  -H "x-api-key: $KEY" \
  -H "x-user-email: pilot-admin@brightwater.io" \
  -H "Content-Type: application/json" \
  -d '{"name":"pilot-seed"}' | jq -r .id)

curl -sS -X POST "$RL/contact-lists/$LIST_ID/contacts" \
  -H "X-API-KEY: $KEY" \
  -H "X-User-Email: pilot-admin@brightwater.io" \
  -H "Content-Type: application/json" \
  -d '{"contacts":[{"phone":"+15550100001"},{"phone":"+15550100002"}]}'
