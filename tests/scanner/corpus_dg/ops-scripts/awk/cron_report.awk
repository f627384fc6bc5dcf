#!/usr/bin/awk -f
# Summarise /var/log/brightline/cron.log written by bin/run_with_lock.sh
#   2021-06-01 02:15:00 sync_dnc START
#   2021-06-01 02:16:12 sync_dnc END rc=0 secs=72
#   2021-06-01 02:30:00 sync_dnc SKIP already running

$4 == "START" { runs[$3]++ }
$4 == "SKIP"  { skips[$3]++ }
$4 == "END" {
    split($5, rc, "=")
    split($6, secs, "=")
    total[$3] += secs[2]
    if (secs[2] > max[$3]) max[$3] = secs[2]
    if (rc[2] != 0) {
        fails[$3]++
        last_fail[$3] = $1 " " $2 " rc=" rc[2]
    }
}

END {
    printf "%-16s %6s %6s %6s %8s %8s  %s\n", "job", "runs", "fails", "skips", "avg_s", "max_s", "last failure"
    for (job in runs) {
        avg = runs[job] ? total[job] / runs[job] : 0
        printf "%-16s %6d %6d %6d %8.1f %8d  %s\n", job, runs[job], fails[job], skips[job], avg, max[job], last_fail[job]
    }
}
