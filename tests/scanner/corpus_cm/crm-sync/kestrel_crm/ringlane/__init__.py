from .client import RinglaneClient
from .errors import RinglaneError, RinglaneUserNotFound

__all__ = ["RinglaneClient", "RinglaneError", "RinglaneUserNotFound"]
