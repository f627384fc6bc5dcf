from .client import CallvaneClient
from .errors import CallvaneError, UserNotFound

__all__ = ["CallvaneClient", "CallvaneError", "UserNotFound"]
