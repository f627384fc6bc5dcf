#!/usr/bin/env bash
# Seeds CallPilot staging with call lists for the UI test accounts.
# Usage: CALLPILOT_API_KEY=... ./scripts/seed_qa_lists.sh
set -euo pipefail

CP_BASE="${CALLPILOT_BASE_URL:-https://api.staging.callpilot.io/api/public/v1}"
: "${CALLPILOT_API_KEY:?set CALLPILOT_API_KEY}"

for rep in qa.rep1@harborline.com qa.rep2@harborline.com; do
  list_id=$(curl -fsS -X POST "$CP_BASE/contact-lists" \
    -H "Content-Type: application/json" \
    -H "X-Api-Key: ${CALLPILOT_API_KEY}" \
    -H "X-User-Email: ${rep}" \
    -d "{\"name\": \"UI tests - ${rep%%@*}\"}" | jq -r .id)

  curl -fsS -X POST "$CP_BASE/contact-lists/${list_id}/contacts" \
    -H "Content-Type: application/json" \
    -H "X-Api-Key: ${CALLPILOT_API_KEY}" \
    -H "X-User-Email: ${rep}" \
    -d '{"phones": ["+15005550006", "+15005550007"]}' >/dev/null

  echo "seeded ${list_id} for ${rep}"
done

# Notify QA channel (Slack incoming webhook, unrelated to CallPilot)
curl -fsS -X POST -H 'Content-Type: application/json' \
  -d '{"text":"QA call lists reseeded"}' "${SLACK_QA_WEBHOOK:-https://hooks.slack.com/services/T000/B000/XXXX}" || true
