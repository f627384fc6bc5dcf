"""Quillmetric's internal wrapper around the Ringstead calling API.

Product teams should import from here rather than talking to Ringstead directly.
"""
from .client import RingsteadClient
from .config import RingsteadSettings
from .errors import (
    RingsteadError,
    AuthenticationError,
    MissingActingUserError,
    UnknownUserError,
    IdentityProviderUnavailable,
    ApiDisabledError,
    ContactListNotFound,
    RateLimited,
)
from .webhooks import verify_webhook

__all__ = [
    "RingsteadClient",
    "RingsteadSettings",
    "RingsteadError",
    "AuthenticationError",
    "MissingActingUserError",
    "UnknownUserError",
    "IdentityProviderUnavailable",
    "ApiDisabledError",
    "ContactListNotFound",
    "RateLimited",
    "verify_webhook",
]

__version__ = "2.4.1"
