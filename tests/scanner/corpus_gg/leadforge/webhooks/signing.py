import hashlib
import hmac

from django.conf import settings


def expected_signature(body: bytes, secret: str = None) -> str:
    secret = secret or settings.DIALWAVE_WEBHOOK_SECRET
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def is_valid(body: bytes, received: str) -> bool:
    if not received:
        return False
    received = received.removeprefix("sha256=")
    return hmac.compare_digest(expected_signature(body), received)
