import hashlib
import hmac
import json

from crm_sync import settings
from crm_sync.dispositions import record_disposition


def verify(headers, raw_body: bytes) -> bool:
    received = headers.get("X-Talkrail-Signature", "")
    expected = hmac.new(
        settings.TALKRAIL["webhook_secret"].encode(), raw_body, hashlib.sha256
    ).hexdigest()
    return hmac.compare_digest(received, expected)


def handle(request):
    if not verify(request.headers, request.body):
        return 401, {"error": "bad signature"}
    event = json.loads(request.body)
    if event.get("type") == "call.completed":
        record_disposition(event["data"])
    return 204, None
