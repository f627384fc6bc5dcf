from .client import RinglyneClient
from .errors import RinglyneError, ActingUserNotFound, ApiDisabled, IdentityProviderUnavailable

__all__ = [
    "RinglyneClient",
    "RinglyneError",
    "ActingUserNotFound",
    "ApiDisabled",
    "IdentityProviderUnavailable",
]
