from .client import DialPondClient
from .errors import (
    DialPondError,
    DialPondAuthError,
    DialPondUserNotFound,
    DialPondApiDisabled,
    ContactListNotFound,
)

__all__ = [
    "DialPondClient",
    "DialPondError",
    "DialPondAuthError",
    "DialPondUserNotFound",
    "DialPondApiDisabled",
    "ContactListNotFound",
]
