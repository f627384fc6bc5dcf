from .client import DialfieldClient
from .errors import (
    ContactListMissing,
    DialfieldError,
    DialfieldUnavailable,
    DialfieldUserNotFound,
)

__all__ = [
    "DialfieldClient",
    "DialfieldError",
    "DialfieldUnavailable",
    "DialfieldUserNotFound",
    "ContactListMissing",
]
