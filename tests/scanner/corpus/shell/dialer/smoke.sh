#!/bin/sh
# Post-deploy smoke test: checks that our credentials still work against the
# Calling Service and that the OpenAI key used for call summaries is valid.
set -eu

: "${CALLING_HOST:?CALLING_HOST is required}"
API_VERSION="${API_VERSION:-v1}"
BASE="${CALLING_HOST}/api/public/${API_VERSION}"

code=$(curl -s -o /tmp/me.json -w '%{http_code}' \
  -H "Authorization: Bearer ${CALLING_API_KEY}" "${BASE}/me")

if [ "$code" = "503" ]; then
  echo "Calling API is disabled on the server side; skipping smoke test" >&2
  exit 0
fi
if [ "$code" != "200" ]; then
  if jq -e '.error == "Invalid API key"' /tmp/me.json >/dev/null 2>&1; then
    echo "CALLING_API_KEY rejected" >&2
  fi
  cat /tmp/me.json >&2
  exit 1
fi

# OpenAI: list models to validate the key (their API is /v1, unrelated to ours)
curl -fsS https://api.openai.com/v1/models -H "Authorization: Bearer ${OPENAI_API_KEY}" >/dev/null
echo "smoke ok"
