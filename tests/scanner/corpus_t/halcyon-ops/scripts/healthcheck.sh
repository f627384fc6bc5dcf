#!/usr/bin/env bash
# Nagios-style checks for the services dispatch depends on.
set -u

check() {
  local name="$1" url="$2"; shift 2
  code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$@" "$url")
  if [ "$code" = "200" ]; then
    echo "OK   $name"
  elif [ "$code" = "502" ] || [ "$code" = "503" ]; then
    echo "WARN $name ($code)"
  else
    echo "CRIT $name ($code)"
  fi
}

check quote-api   https://quotes.halcyonfreight.com/v1/health
check rating      https://rating.internal.halcyonfreight.com/v1/ping -H "X-Api-Key: ${RATING_ENGINE_KEY:-}"
check trackwise   https://gps.trackwise.example.net/v1/status -H "x-api-key: ${TRACKWISE_KEY:-}"
check ringforge   https://status.ringforge.com/api/v2/status.json
