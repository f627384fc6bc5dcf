from ringdeck.client import RingdeckClient  # noqa: F401
from ringdeck.errors import (  # noqa: F401
    RingdeckError,
    RingdeckAuthError,
    RingdeckUserNotFound,
    RingdeckUnavailable,
    RingdeckDisabled,
    ContactListNotFound,
)
