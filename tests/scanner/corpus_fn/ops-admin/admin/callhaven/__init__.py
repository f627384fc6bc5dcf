from .client import CallhavenClient
from .errors import CallhavenError, CallhavenUnavailable, OperatorNotFound

__all__ = ["CallhavenClient", "CallhavenError", "CallhavenUnavailable", "OperatorNotFound"]
