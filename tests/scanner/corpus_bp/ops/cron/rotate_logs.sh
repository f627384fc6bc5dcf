#!/bin/sh
# Weekly log rotation for the dispatch boxes
find /var/log/halcyon -name '*.log' -mtime +14 -exec gzip {} \;
find /var/log/halcyon -name '*.gz' -mtime +90 -delete
curl -fsS -m 10 --retry 3 https://hc-ping.com/2f1c0a7e-0000-4b7a-9c1d-halcyonrot >/dev/null || true
