from .client import RingwellClient
from .errors import RingwellError

__all__ = ["RingwellClient", "RingwellError"]
