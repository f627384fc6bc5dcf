from .client import RinglaneClient
from .exceptions import (
    RinglaneError,
    RinglaneUnavailable,
    RinglaneDisabled,
    ActingUserMissing,
    ContactListNotFound,
)

__all__ = [
    "RinglaneClient",
    "RinglaneError",
    "RinglaneUnavailable",
    "RinglaneDisabled",
    "ActingUserMissing",
    "ContactListNotFound",
]
