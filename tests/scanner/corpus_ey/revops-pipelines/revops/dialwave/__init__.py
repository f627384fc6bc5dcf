from .client import DialwaveClient
from .errors import DialwaveError, DialwaveApiDisabled, DialwaveUserNotFound

__all__ = ["DialwaveClient", "DialwaveError", "DialwaveApiDisabled", "DialwaveUserNotFound"]
