"""
spark-submit jobs/push_scored_leads.py --env prod

Reads lead scores from the lake and appends high-scoring leads to a Ringlane
contact list, one HTTP batch per partition chunk.
"""
from __future__ import annotations

import argparse
import logging

import requests
import yaml
from pyspark.sql import SparkSession, functions as F

from jobs.common.ringlane_http import RINGLANE_HEADERS, ListPushError, post_batch

log = logging.getLogger("push_scored_leads")


def _push_partition(rows, cfg):
    session = requests.Session()
    session.headers.update(RINGLANE_HEADERS(cfg["api_key"], cfg["acting_user"]))
    url = f"{cfg['base_url']}/contact-lists/{cfg['list_id']}/contacts"
    batch = []
    for row in rows:
        batch.append(row.phone_e164)
        if len(batch) >= cfg["batch_size"]:
            _send(session, url, batch)
            batch = []
    if batch:
        _send(session, url, batch)


def _send(session, url, batch):
    try:
        post_batch(session, url, batch)
    except ListPushError as e:
        if e.status == 404 and e.error == "contact list not found":
            raise SystemExit("Ringlane list was deleted; update conf/jobs.yaml list_id")
        if e.error == "user not found":
            raise SystemExit("acting user not provisioned in Ringlane")
        log.error("batch failed: %s %s", e, e.field_errors())
        raise


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default="dev")
    ap.add_argument("--conf", default="conf/jobs.yaml")
    args = ap.parse_args()
    conf = yaml.safe_load(open(args.conf))
    cfg = conf["push_scored_leads"]

    spark = SparkSession.builder.appName(f"tg-push-scored-leads-{args.env}").getOrCreate()
    leads = (
        spark.read.parquet(cfg["input"])
        .where(F.col("score") >= cfg["min_score"])
        .where(F.col("phone_e164").isNotNull())
        .select("phone_e164")
        .dropDuplicates()
        .repartition(8)
    )
    rl = cfg["ringlane"] | {"batch_size": cfg["ringlane"].get("batch_size", 250)}
    leads.foreachPartition(lambda rows: _push_partition(rows, rl))
    spark.stop()


if __name__ == "__main__":
    main()
