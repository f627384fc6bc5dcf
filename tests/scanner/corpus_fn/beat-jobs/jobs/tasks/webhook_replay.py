"""Re-process Callhaven webhook deliveries that ops-admin parked in S3 after a 5xx."""
import hashlib
import hmac
import json
import logging
import os

import boto3

from ..app import app

log = logging.getLogger(__name__)
BUCKET = os.getenv("WEBHOOK_PARKING_BUCKET", "northwind-webhook-parking")
SECRET = os.getenv("CALLHAVEN_WEBHOOK_SECRET", "").encode()


def _valid(delivery: dict) -> bool:
    headers = {k.lower(): v for k, v in delivery["headers"].items()}
    received = headers.get("x-callhaven-signature", "")
    digest = hmac.new(SECRET, delivery["body"].encode(), hashlib.sha256).hexdigest()
    return hmac.compare_digest(digest, received)


def _valid_github(delivery: dict) -> bool:
    sig = delivery["headers"].get("X-Hub-Signature-256", "")
    digest = "sha256=" + hmac.new(os.getenv("GH_WEBHOOK_SECRET", "").encode(), delivery["body"].encode(), hashlib.sha256).hexdigest()
    return hmac.compare_digest(digest, sig)


@app.task
def replay_parked_webhooks(prefix="callhaven/"):
    s3 = boto3.client("s3")
    done = 0
    for obj in s3.list_objects_v2(Bucket=BUCKET, Prefix=prefix).get("Contents", []):
        delivery = json.loads(s3.get_object(Bucket=BUCKET, Key=obj["Key"])["Body"].read())
        check = _valid if prefix.startswith("callhaven") else _valid_github
        if not check(delivery):
            log.warning("dropping %s: bad signature", obj["Key"])
        else:
            app.send_task("jobs.tasks.sync_lists.sync_reactivation_lists")
            done += 1
        s3.delete_object(Bucket=BUCKET, Key=obj["Key"])
    return done
