#!/bin/sh
# run_with_lock.sh NAME CMD [ARGS...]
# Wraps cron jobs: one instance at a time, output appended to /var/log/brightline/cron.log
NAME="$1"; shift
LOCK="/var/lock/bl-$NAME.lock"
LOG=/var/log/brightline/cron.log

exec 9>"$LOCK"
if ! flock -n 9; then
    echo "$(date '+%F %T') $NAME SKIP already running" >> "$LOG"
    exit 0
fi

START=$(date +%s)
echo "$(date '+%F %T') $NAME START" >> "$LOG"
"$@" >> "$LOG.$NAME" 2>&1
RC=$?
echo "$(date '+%F %T') $NAME END rc=$RC secs=$(( $(date +%s) - START ))" >> "$LOG"
exit $RC
