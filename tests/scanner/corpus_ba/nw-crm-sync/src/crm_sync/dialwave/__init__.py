from .client import DialwaveClient
from .errors import DialwaveError, DialwaveUnavailable, UnknownActingUser

__all__ = ["DialwaveClient", "DialwaveError", "DialwaveUnavailable", "UnknownActingUser"]
