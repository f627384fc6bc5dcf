from .client import RingwellClient, RingwellAPIError, RingwellTransient

__all__ = ["RingwellClient", "RingwellAPIError", "RingwellTransient"]
