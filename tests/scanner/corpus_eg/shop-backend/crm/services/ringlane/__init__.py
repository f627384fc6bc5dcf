"""Thin wrapper around the Ringlane calling platform.

Split into constants / exceptions / session / client so the Celery tasks and the
DRF views can share one configured client.
"""
from .client import RinglaneClient, get_client
from .exceptions import (
    RinglaneApiDisabled,
    RinglaneAuthError,
    RinglaneContactListNotFound,
    RinglaneError,
    RinglaneIdentityProviderDown,
    RinglaneRateLimited,
    RinglaneUserNotFound,
)

__all__ = [
    "RinglaneClient",
    "get_client",
    "RinglaneError",
    "RinglaneAuthError",
    "RinglaneUserNotFound",
    "RinglaneIdentityProviderDown",
    "RinglaneApiDisabled",
    "RinglaneContactListNotFound",
    "RinglaneRateLimited",
]
