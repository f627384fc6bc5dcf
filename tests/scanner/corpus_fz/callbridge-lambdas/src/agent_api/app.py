"""GET /agents/me for the agent desktop. API Gateway enforces x-api-key (usage plan);
the desktop forwards the signed-in agent's email in X-User-Email."""
from __future__ import annotations

import json
import os

import boto3

agents = boto3.resource("dynamodb").Table(os.environ.get("AGENTS_TABLE", "agents"))


def _json(status: int, payload: dict) -> dict:
    return {"statusCode": status, "headers": {"content-type": "application/json"}, "body": json.dumps(payload)}


def handler(event, context):
    headers = {k.lower(): v for k, v in (event.get("headers") or {}).items()}
    email = headers.get("x-user-email")
    if not email:
        return _json(400, {"error": "missing X-User-Email header"})
    item = agents.get_item(Key={"email": email.lower()}).get("Item")
    if item is None:
        return _json(404, {"error": "user not found"})
    return _json(200, {"email": item["email"], "team": item.get("team"), "extension": item.get("extension")})
