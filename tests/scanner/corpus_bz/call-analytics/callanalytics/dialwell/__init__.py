from .client import DialwellClient
from .exceptions import DialwellError, DialwellUserNotFound, DialwellUnavailable

__all__ = ["DialwellClient", "DialwellError", "DialwellUserNotFound", "DialwellUnavailable"]
