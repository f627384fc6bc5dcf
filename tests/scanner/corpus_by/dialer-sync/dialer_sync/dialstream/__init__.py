from .client import DialstreamClient
from .errors import DialstreamError, UserNotFound, ApiDisabled, IdentityProviderDown

__all__ = ["DialstreamClient", "DialstreamError", "UserNotFound", "ApiDisabled", "IdentityProviderDown"]
