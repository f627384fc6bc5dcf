from .client import RingboltClient, get_client
from .errors import RingboltError, RingboltUserNotFound, RingboltUnavailable

__all__ = ["RingboltClient", "get_client", "RingboltError", "RingboltUserNotFound", "RingboltUnavailable"]
