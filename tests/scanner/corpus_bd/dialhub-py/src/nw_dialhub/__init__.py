from .client import DialhubClient
from .errors import (
    DialhubError,
    UserNotFound,
    ApiDisabled,
    IdentityProviderUnavailable,
    ContactListNotFound,
)

__all__ = [
    "DialhubClient",
    "DialhubError",
    "UserNotFound",
    "ApiDisabled",
    "IdentityProviderUnavailable",
    "ContactListNotFound",
]
__version__ = "2.3.1"
