from .client import CallNestClient
from .errors import CallNestError, CallNestUserNotFound, CallNestDisabled

__all__ = ["CallNestClient", "CallNestError", "CallNestUserNotFound", "CallNestDisabled"]
