from .client import DialwiseClient
from .errors import DialwiseError, DialwiseUserNotFound, DialwiseListNotFound

__all__ = ["DialwiseClient", "DialwiseError", "DialwiseUserNotFound", "DialwiseListNotFound"]
