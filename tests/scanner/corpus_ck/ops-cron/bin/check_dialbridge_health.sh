#!/bin/sh
# Nagios-style check, also run from cron; writes state to /var/run/korvath/dialbridge.state
. /opt/korvath/ops-cron/env/prod.env

STATUS=$(curl -s -o /dev/null -w '%{http_code}' \
  -H "x-api-key: $DIALBRIDGE_KEY" \
  -H "x-user-email: $DIALBRIDGE_USER" \
  "$DIALBRIDGE_URL/contact-lists?limit=1")

if [ "$STATUS" = "503" ]; then
  echo "CRITICAL - DialBridge public API disabled on their side" > /var/run/korvath/dialbridge.state
  exit 2
elif [ "$STATUS" = "200" ]; then
  echo "OK" > /var/run/korvath/dialbridge.state
  exit 0
fi
echo "WARNING - HTTP $STATUS" > /var/run/korvath/dialbridge.state
exit 1
