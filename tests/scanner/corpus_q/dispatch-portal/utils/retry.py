# -*- coding: utf-8 -*-
"""Generic retry decorator. Copied from the old ops-tools repo, py3-ified 2021."""
from __future__ import print_function

import functools
import logging
import time

log = logging.getLogger(__name__)


def retry(tries=3, delay=1.0, backoff=2.0, exceptions=(Exception,)):
    """Retry the wrapped call on `exceptions`, sleeping delay*backoff**n between attempts."""

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            remaining, wait = tries, delay
            while True:
                try:
                    return fn(*args, **kwargs)
                except exceptions as exc:  # noqa
                    remaining -= 1
                    if remaining <= 0:
                        raise
                    log.warning("%s failed (%s), retrying in %.1fs", fn.__name__, exc, wait)
                    time.sleep(wait)
                    wait *= backoff

        return wrapper

    return deco
