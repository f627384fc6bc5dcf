from .client import RinglaneClient
from .errors import (
    RinglaneApiDisabled,
    RinglaneError,
    RinglaneListNotFound,
    RinglaneUserNotFound,
)

__all__ = [
    "RinglaneClient",
    "RinglaneError",
    "RinglaneApiDisabled",
    "RinglaneListNotFound",
    "RinglaneUserNotFound",
]
