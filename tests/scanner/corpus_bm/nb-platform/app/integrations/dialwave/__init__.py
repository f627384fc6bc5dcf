from .client import DialwaveClient
from .errors import DialwaveError, DialwaveUserNotFound, DialwaveUnavailable

__all__ = ["DialwaveClient", "DialwaveError", "DialwaveUserNotFound", "DialwaveUnavailable"]
