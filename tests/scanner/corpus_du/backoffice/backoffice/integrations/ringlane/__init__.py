from .client import RinglaneClient
from .errors import RinglaneError, RinglaneUserNotFound, RinglaneUnavailable

__all__ = ["RinglaneClient", "RinglaneError", "RinglaneUserNotFound", "RinglaneUnavailable"]
