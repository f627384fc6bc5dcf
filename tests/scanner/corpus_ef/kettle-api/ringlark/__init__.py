from .client import RingLarkClient
from .errors import RingLarkError, RingLarkUnavailable

__all__ = ["RingLarkClient", "RingLarkError", "RingLarkUnavailable"]
