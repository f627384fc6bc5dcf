"""Secrets Manager helpers shared by every function."""
import json
import os
from functools import lru_cache

import boto3
from aws_lambda_powertools import Logger

logger = Logger(child=True)
_sm = boto3.client("secretsmanager", region_name=os.environ.get("AWS_REGION", "eu-west-1"))


@lru_cache(maxsize=8)
def get_json_secret(secret_id: str) -> dict:
    logger.debug("fetching secret", extra={"secret_id": secret_id})
    resp = _sm.get_secret_value(SecretId=secret_id)
    return json.loads(resp["SecretString"])


def ringlyne_credentials() -> tuple[str, str]:
    secret = get_json_secret(os.environ.get("RINGLYNE_SECRET_ID", "prod/ringlyne/api"))
    return secret["api_key"], secret.get("webhook_secret", "")
