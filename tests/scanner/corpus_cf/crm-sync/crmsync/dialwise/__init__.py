from .client import DialwiseClient
from .errors import (
    DialwiseError,
    DialwiseApiDisabled,
    DialwiseIdpUnavailable,
    DialwiseUserNotFound,
    DialwiseListNotFound,
)

__all__ = [
    "DialwiseClient",
    "DialwiseError",
    "DialwiseApiDisabled",
    "DialwiseIdpUnavailable",
    "DialwiseUserNotFound",
    "DialwiseListNotFound",
]
