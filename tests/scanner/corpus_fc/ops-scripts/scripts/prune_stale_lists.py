#!/usr/bin/env python3
"""Delete Cadenza contact lists untouched for N days (default 90)."""
import argparse
import datetime as dt
import logging
import sys

sys.path.insert(0, __file__.rsplit("/scripts/", 1)[0] + "/lib")

from cadenza import CadenzaClient, UserNotFound, ApiDisabled  # noqa: E402

log = logging.getLogger("prune")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=90)
    ap.add_argument("--apply", action="store_true")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    cz = CadenzaClient()
    cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=args.days)
    try:
        lists = cz.lists()
    except UserNotFound:
        log.error("ops-bot is not provisioned in Cadenza; ask IT to add ops-bot@harborline.io")
        return 2
    except ApiDisabled:
        log.error("Cadenza API is switched off for us, nothing to do")
        return 0

    for cl in lists:
        updated = dt.datetime.fromisoformat(cl["updated_at"].replace("Z", "+00:00"))
        if updated < cutoff and not cl.get("pinned"):
            log.info("stale: %s (%s) last touched %s", cl["name"], cl["id"], updated.date())
            if args.apply:
                cz.delete_list(cl["id"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
