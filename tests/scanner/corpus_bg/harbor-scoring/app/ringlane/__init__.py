from .client import RinglaneClient
from .errors import RinglaneError

__all__ = ["RinglaneClient", "RinglaneError"]
