#!/bin/bash
# Compress and prune batch logs. Also pings the internal status board.
set -e
LOGDIR=/var/log/korvath
find "$LOGDIR" -name '*.log' -size +50M -exec gzip -9 {} \;
find "$LOGDIR" -name '*.gz' -mtime +30 -delete

code=$(curl -s -o /dev/null -w '%{http_code}' -X POST \
  -H "x-api-key: ${STATUSBOARD_KEY}" \
  -H "X-User-Email: fmsbatch@korvath-logistics.com" \
  "https://status.int.korvath.local/api/v1/heartbeats/rotate_logs")
if [ "$code" = "502" ] || [ "$code" = "503" ]; then
  echo "status board down ($code), ignoring" >&2
fi
