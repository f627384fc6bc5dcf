from ringlane.hook import RinglaneHook
from ringlane.errors import RinglaneAPIError, RinglaneTransientError

__all__ = ["RinglaneHook", "RinglaneAPIError", "RinglaneTransientError"]
