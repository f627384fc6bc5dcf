from .client import DialwiseClient, get_client
from .errors import (
    ContactListNotFound,
    DialwiseDisabled,
    DialwiseError,
    DialwiseIdentityProviderDown,
    DialwiseUserNotFound,
)

__all__ = [
    "DialwiseClient",
    "get_client",
    "DialwiseError",
    "DialwiseUserNotFound",
    "DialwiseIdentityProviderDown",
    "DialwiseDisabled",
    "ContactListNotFound",
]
