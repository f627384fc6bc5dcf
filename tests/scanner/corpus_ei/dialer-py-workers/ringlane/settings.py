"""Runtime settings for the Ringlane integration, read from the Lambda environment."""
import os
from functools import lru_cache

import boto3

API_VERSION = os.environ.get("RINGLANE_API_VERSION", "v1")
API_ROOT = os.environ.get("RINGLANE_API_ROOT") or f"https://api.ringlane.com/api/public/{API_VERSION}"

ACTING_USER_ID = os.environ.get("RINGLANE_ACTING_USER_ID", "")
KEY_PARAM = os.environ.get("RINGLANE_KEY_PARAM", "/brightwater/dev/ringlane/api-key")

REQUEST_TIMEOUT = float(os.environ.get("RINGLANE_TIMEOUT", "10"))


@lru_cache(maxsize=8)
def secure_param(name: str) -> str:
    ssm = boto3.client("ssm")
    return ssm.get_parameter(Name=name, WithDecryption=True)["Parameter"]["Value"]


def api_key() -> str:
    return secure_param(KEY_PARAM)
