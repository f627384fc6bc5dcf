#!/usr/bin/env bash
# Post a deploy/ops event to Datadog so it shows on dashboards.
set -euo pipefail
title="${1:?title}"; text="${2:-}"
curl -sS -X POST "https://api.datadoghq.eu/api/v1/events" \
  -H "DD-API-KEY: ${DD_API_KEY:?}" \
  -H "Content-Type: application/json" \
  -d "$(jq -nc --arg t "$title" --arg x "$text" '{title: $t, text: $x, tags: ["team:ops", "source:nw-ops-scripts"]}')"
