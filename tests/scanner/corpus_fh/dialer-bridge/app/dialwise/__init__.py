from .client import DialwiseClient
from .errors import DialwiseAPIError

__all__ = ["DialwiseClient", "DialwiseAPIError"]
