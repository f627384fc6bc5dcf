from .client import RingPilotClient
from .exceptions import (
    RingPilotError,
    RingPilotAuthError,
    RingPilotUserNotFound,
    RingPilotUnavailable,
    RingPilotListNotFound,
)

__all__ = [
    "RingPilotClient",
    "RingPilotError",
    "RingPilotAuthError",
    "RingPilotUserNotFound",
    "RingPilotUnavailable",
    "RingPilotListNotFound",
]
