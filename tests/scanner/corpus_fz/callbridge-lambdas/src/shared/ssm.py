"""Tiny cached SSM reader. Parameter names follow /harborline/<stage>/<system>/<name>."""
from __future__ import annotations

import functools
import os

import boto3

_ssm = boto3.client("ssm")

STAGE = os.environ.get("STAGE", "dev")
CALLBRIDGE_KEY_PARAM = os.environ.get("CALLBRIDGE_KEY_PARAM", f"/harborline/{STAGE}/callbridge/public-api-key")
WEBHOOK_SECRET_PARAM = os.environ.get("WEBHOOK_SECRET_PARAM", f"/harborline/{STAGE}/callbridge/webhook-signing-secret")
SENDGRID_KEY_PARAM = f"/harborline/{STAGE}/sendgrid/api-key"


@functools.lru_cache(maxsize=16)
def get_secure_param(name: str) -> str:
    resp = _ssm.get_parameter(Name=name, WithDecryption=True)
    return resp["Parameter"]["Value"]
