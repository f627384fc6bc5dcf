"""Tiny client for the Callbridge dialer used by the collections team.

Usage::

    from orchard_calls import CallbridgeClient
    client = CallbridgeClient.from_settings()
"""

from .client import CallbridgeClient
from .exceptions import CallbridgeError, IdentityProviderDown, ApiDisabled, UnknownAgent

__all__ = [
    "CallbridgeClient",
    "CallbridgeError",
    "IdentityProviderDown",
    "ApiDisabled",
    "UnknownAgent",
]

__version__ = "0.4.2"
API_VERSION = "v1"
