"""Small S3 helper shared by the export jobs. Also used to send the failure digest via SES."""
from __future__ import annotations

import io
import json
import logging

import boto3
from botocore.exceptions import ClientError

log = logging.getLogger(__name__)

_s3 = boto3.client("s3")
_ses = boto3.client("sesv2", region_name="us-east-2")

# SES v2 contact list used for the data-eng failure digest (not the dialer!)
DIGEST_CONTACT_LIST = "data-eng-digest"
SES_CONTACT_LISTS_PATH = "/v2/email/contact-lists/data-eng-digest/contacts"


def put_jsonl(bucket: str, key: str, rows: list[dict]) -> None:
    buf = io.BytesIO()
    for r in rows:
        buf.write(json.dumps(r, default=str).encode())
        buf.write(b"\n")
    buf.seek(0)
    _s3.upload_fileobj(buf, bucket, key, ExtraArgs={"ContentType": "application/x-ndjson"})


def send_failure_digest(subject: str, body: str) -> None:
    try:
        _ses.send_email(
            FromEmailAddress="noreply@meridianfreight.com",
            Destination={"ToAddresses": []},
            ListManagementOptions={"ContactListName": DIGEST_CONTACT_LIST},
            Content={"Simple": {"Subject": {"Data": subject}, "Body": {"Text": {"Data": body}}}},
        )
    except ClientError as exc:
        err = exc.response.get("Error", {})
        if exc.response["ResponseMetadata"]["HTTPStatusCode"] == 503:
            log.warning("SES throttled/unavailable, digest dropped: %s", err.get("Message"))
            return
        raise
