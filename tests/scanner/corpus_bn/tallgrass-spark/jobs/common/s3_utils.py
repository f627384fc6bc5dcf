from __future__ import annotations

import boto3
from botocore.exceptions import ClientError


def object_exists(bucket: str, key: str) -> bool:
    try:
        boto3.client("s3").head_object(Bucket=bucket, Key=key)
        return True
    except ClientError as e:
        if e.response["Error"]["Code"] in ("404", "NoSuchKey"):
            return False
        if e.response["ResponseMetadata"]["HTTPStatusCode"] == 503:
            raise RuntimeError("S3 SlowDown; back off") from e
        raise
