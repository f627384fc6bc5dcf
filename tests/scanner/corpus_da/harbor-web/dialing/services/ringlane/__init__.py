from .client import RinglaneClient, get_client
from .errors import (
    RinglaneError,
    RinglaneDisabled,
    RinglaneUnavailable,
    RinglaneUserNotFound,
    ContactListNotFound,
)

__all__ = [
    "RinglaneClient",
    "get_client",
    "RinglaneError",
    "RinglaneDisabled",
    "RinglaneUnavailable",
    "RinglaneUserNotFound",
    "ContactListNotFound",
]
