"""Snowflake external function backend: proxies GETs to Ringlane.

Snowflake sends {"data": [[row_no, path], ...]} and expects {"data": [[row_no, result], ...]}.
"""
import json
import os
import urllib.error
import urllib.request

import boto3

_sm = boto3.client("secretsmanager")
BASE_URL = os.environ.get("RINGLANE_BASE_URL", "https://api.ringlane.com/api/public/v1")
_KEY = None


def _key() -> str:
    global _KEY
    if _KEY is None:
        _KEY = _sm.get_secret_value(SecretId=os.environ["RINGLANE_SECRET_ARN"])["SecretString"]
    return _KEY


def _get(path: str, acting_user: str):
    req = urllib.request.Request(
        BASE_URL + path,
        headers={
            "X-API-Key": _key(),
            "X-User-Email": acting_user,
            "Accept": "application/json",
        },
    )
    try:
        with urllib.request.urlopen(req, timeout=20) as resp:
            return json.loads(resp.read())
    except urllib.error.HTTPError as e:
        body = json.loads(e.read() or b"{}")
        if e.code == 404 and body.get("error") == "contact list not found":
            return None
        if e.code == 400:
            issues = "; ".join(f"{d['path']}: {d['message']}" for d in body.get("details", []))
            raise ValueError(f"bad request to Ringlane: {issues}")
        if e.code == 503:
            return {"disabled": True, "message": body.get("error")}
        raise


def lambda_handler(event, context):
    acting_user = event["headers"].get("sf-custom-x-ringlane-acting-user", "snowflake-etl@northwind.io")
    rows = json.loads(event["body"])["data"]
    out = [[row[0], _get(row[1], acting_user)] for row in rows]
    return {"statusCode": 200, "body": json.dumps({"data": out})}
