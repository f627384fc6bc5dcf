#!/usr/bin/env python2.7
# -*- coding: utf-8 -*-
"""
Pulls yesterday's call records from DialSpan into sales.call_stats.
Still python 2 because ops02 has no python3 psycopg build - see OPS-1187.
"""
import json
import sys
import time
import urllib
import urllib2

import psycopg2

API_VERSION = "v1"
BASE = "https://api.dialspan.io/api/public/%s" % API_VERSION
KEY = open("/etc/tessaly/dialspan.key").read().strip()
ACTING_USER_ID = "00u3hzq71mWc5Ry2k8x"


def ds_get(path, params=None):
    url = BASE + path
    if params:
        url += "?" + urllib.urlencode(params)
    req = urllib2.Request(url)
    req.add_header("X-Api-Key", KEY)
    req.add_header("X-User-Id", ACTING_USER_ID)
    for attempt in range(3):
        try:
            return json.load(urllib2.urlopen(req, timeout=60))
        except urllib2.HTTPError, e:
            body = e.read()
            if e.code == 502:
                time.sleep(30)
                continue
            try:
                msg = json.loads(body)["error"]
            except (ValueError, KeyError):
                msg = body[:200]
            if e.code == 503:
                print >> sys.stderr, "DialSpan API disabled:", msg
                sys.exit(0)
            raise RuntimeError("DialSpan %s: %s %s" % (path, e.code, msg))
    raise RuntimeError("DialSpan %s: gave up after retries" % path)


def main():
    since = time.strftime("%Y-%m-%dT00:00:00Z", time.gmtime(time.time() - 86400))
    calls = ds_get("/calls", {"since": since, "limit": 1000})["data"]
    lists = dict((l["id"], l["name"]) for l in ds_get("/contact-lists")["data"])
    conn = psycopg2.connect("host=db01.tessaly.local dbname=sales user=batch")
    cur = conn.cursor()
    for c in calls:
        cur.execute(
            "insert into call_stats (call_id, agent, list_name, duration_s, outcome) values (%s,%s,%s,%s,%s) on conflict do nothing",
            (c["id"], c["agent_email"], lists.get(c.get("list_id")), c["duration"], c["outcome"]),
        )
    conn.commit()
    print "%d calls loaded" % len(calls)


if __name__ == "__main__":
    main()
