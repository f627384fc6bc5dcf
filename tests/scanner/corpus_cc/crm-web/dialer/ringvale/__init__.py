"""Thin wrapper around the Ringvale dialer public API."""
from .client import RingvaleClient
from .errors import RingvaleError, RingvaleUserNotFound, RingvaleUnavailable, RingvaleDisabled

__all__ = [
    "RingvaleClient",
    "RingvaleError",
    "RingvaleUserNotFound",
    "RingvaleUnavailable",
    "RingvaleDisabled",
]
