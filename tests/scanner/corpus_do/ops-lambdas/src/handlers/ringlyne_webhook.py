"""API Gateway proxy handler for Ringlyne call-outcome webhooks."""
import base64
import hashlib
import hmac
import json

from aws_lambda_powertools import Logger
from aws_lambda_powertools.event_handler import APIGatewayRestResolver, Response

from common.secrets import ringlyne_credentials

logger = Logger()
app = APIGatewayRestResolver()


def _raw_body(event) -> bytes:
    body = event.get("body") or ""
    return base64.b64decode(body) if event.get("isBase64Encoded") else body.encode()


@app.post("/hooks/ringlyne")
def ringlyne_hook():
    event = app.current_event
    raw = _raw_body(event.raw_event)
    received = event.headers.get("x-ringlyne-signature", "")
    _, secret = ringlyne_credentials()
    expected = hmac.new(secret.encode(), raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, received):
        logger.warning("bad webhook signature")
        return Response(status_code=401, content_type="application/json", body='{"error": "bad signature"}')

    payload = json.loads(raw)
    logger.info("call outcome", extra={"call_id": payload.get("call_id"), "outcome": payload.get("outcome")})
    return {"ok": True}


def handler(event, context):
    return app.resolve(event, context)
