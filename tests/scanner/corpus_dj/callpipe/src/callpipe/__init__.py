"""callpipe - Callwright -> Snowflake ETL."""
from callpipe.client import CallwrightClient
from callpipe.errors import CallwrightError

__all__ = ["CallwrightClient", "CallwrightError"]
__version__ = "0.9.3"
