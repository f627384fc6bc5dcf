"""Generic HTTP helpers shared by internal service calls."""
import time

import requests

TRANSIENT = {502, 503, 504}


def get_with_retry(url, headers=None, attempts=3, backoff=0.5):
    last = None
    for i in range(attempts):
        last = requests.get(url, headers=headers, timeout=5)
        if last.status_code not in TRANSIENT:
            return last
        time.sleep(backoff * (2 ** i))
    return last


def internal_headers(service_token, user_email):
    # our own microservices expect the caller identity forwarded
    return {"x-api-key": service_token, "X-User-Email": user_email}
