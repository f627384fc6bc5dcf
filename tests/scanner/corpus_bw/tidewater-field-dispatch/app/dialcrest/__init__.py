from .client import DialcrestClient
from .legacy_lists import LegacyListsClient

__all__ = ["DialcrestClient", "LegacyListsClient"]
