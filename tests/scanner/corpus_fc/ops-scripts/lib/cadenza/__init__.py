from .client import CadenzaClient
from .errors import CadenzaError, UserNotFound, ApiDisabled

__all__ = ["CadenzaClient", "CadenzaError", "UserNotFound", "ApiDisabled"]
