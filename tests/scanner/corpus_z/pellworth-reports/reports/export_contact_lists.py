"""Weekly Excel export of every Callgrove contact list for Sales Ops.

Run by Task Scheduler on rpt01 every Monday 06:00.
"""
import datetime as dt
import logging
import os
import sys
import time

import pandas as pd
import requests

from reports import settings

log = logging.getLogger("export_contact_lists")


def _session():
    s = requests.Session()
    s.headers.update({
        "x-api-key": settings.CALLGROVE_KEY,
        "x-user-email": settings.CALLGROVE_AS,
        "Accept": "application/json",
    })
    return s


def _get(session, path, params=None):
    for attempt in range(4):
        resp = session.get(settings.CALLGROVE_URL + path, params=params, timeout=30)
        if resp.status_code in (429, 502):
            time.sleep(5 * (attempt + 1))
            continue
        break
    if resp.status_code == 404 and resp.json().get("error") == "user not found":
        log.error("%s is not a Callgrove user any more; fix CALLGROVE_ACTING_EMAIL", settings.CALLGROVE_AS)
        sys.exit(2)
    if not resp.ok:
        raise RuntimeError("Callgrove %s -> %s: %s" % (path, resp.status_code, resp.json().get("error")))
    return resp.json()


def main():
    logging.basicConfig(level=logging.INFO)
    s = _session()
    lists = _get(s, "/contact-lists", params={"limit": 500})["data"]
    frames = []
    for lst in lists:
        detail = _get(s, "/contact-lists/{}".format(lst["id"]))
        df = pd.DataFrame(detail.get("contacts", []))
        if df.empty:
            continue
        df.insert(0, "list_name", lst["name"])
        frames.append(df)

    out = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()
    fname = os.path.join(settings.OUTPUT_DIR, "callgrove_lists_%s.xlsx" % dt.date.today().isoformat())
    with pd.ExcelWriter(fname, engine="openpyxl") as xw:
        out.to_excel(xw, sheet_name="Contacts", index=False)
        pd.DataFrame(lists).to_excel(xw, sheet_name="Lists", index=False)
    log.info("wrote %s (%d rows)", fname, len(out))


if __name__ == "__main__":
    main()
