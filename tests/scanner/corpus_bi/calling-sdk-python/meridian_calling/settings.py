"""Runtime settings for the Ringlane wrapper, read from the environment."""
import os
from dataclasses import dataclass

RINGLANE_HOST = os.getenv("RINGLANE_HOST", "https://api.ringlane.com")
API_VERSION = os.getenv("RINGLANE_API_VERSION", "v1")
BASE_URL = f"{RINGLANE_HOST}/api/public/{API_VERSION}"

AUTH_HEADER = "x-api-key"
ACTING_USER_HEADER = "x-user-email"


@dataclass(frozen=True)
class Settings:
    api_key: str
    base_url: str = BASE_URL
    timeout: float = float(os.getenv("RINGLANE_TIMEOUT", "10"))

    @classmethod
    def from_env(cls) -> "Settings":
        try:
            return cls(api_key=os.environ["RINGLANE_API_KEY"])
        except KeyError as exc:
            raise RuntimeError("RINGLANE_API_KEY must be set") from exc
