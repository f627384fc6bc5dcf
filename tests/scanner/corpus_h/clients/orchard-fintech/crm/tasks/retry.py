"""Celery retry decorator shared by the dialer and e-mail tasks."""

import functools
import logging

import requests

log = logging.getLogger(__name__)

TRANSIENT_CALLBRIDGE = {429, 502}
TRANSIENT_SENDGRID = {429, 500, 502, 503}


def retry_callbridge(max_retries=5, countdown=60):
    def decorator(func):
        @functools.wraps(func)
        def wrapper(self, *args, **kwargs):
            try:
                return func(self, *args, **kwargs)
            except requests.HTTPError as exc:
                status = exc.response.status_code
                if status in TRANSIENT_CALLBRIDGE:
                    raise self.retry(exc=exc, countdown=countdown, max_retries=max_retries)
                detail = exc.response.json().get("error")
                log.error("callbridge task %s failed: %s", func.__name__, detail)
                raise
        return wrapper
    return decorator


def retry_sendgrid(max_retries=3):
    def decorator(func):
        @functools.wraps(func)
        def wrapper(self, *args, **kwargs):
            try:
                return func(self, *args, **kwargs)
            except requests.HTTPError as exc:
                if exc.response.status_code in TRANSIENT_SENDGRID:
                    raise self.retry(exc=exc, countdown=30, max_retries=max_retries)
                errors = exc.response.json().get("errors", [])
                log.error("sendgrid rejected: %s", "; ".join(e.get("message", "") for e in errors))
                raise
        return wrapper
    return decorator
