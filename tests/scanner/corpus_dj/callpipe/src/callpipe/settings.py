"""Runtime settings, read from env with a TOML file as fallback."""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

DEFAULT_CONFIG = Path(os.getenv("CALLPIPE_CONFIG", "config/callpipe.toml"))

CALLWRIGHT_HOST = os.getenv("CALLWRIGHT_HOST", "https://api.callwright.io")
CALLWRIGHT_API_VERSION = os.getenv("CALLWRIGHT_API_VERSION", "v1")


def callwright_base_url() -> str:
    return f"{CALLWRIGHT_HOST}/api/public/{CALLWRIGHT_API_VERSION}"


@dataclass(frozen=True)
class Settings:
    api_key: str
    acting_user: str
    base_url: str
    timeout: float = 30.0
    page_size: int = 200


def load(path: Path = DEFAULT_CONFIG) -> Settings:
    file_cfg: dict = {}
    if path.exists():
        file_cfg = tomllib.loads(path.read_text()).get("callwright", {})
    return Settings(
        api_key=os.getenv("CALLWRIGHT_API_KEY", file_cfg.get("api_key", "")),
        acting_user=os.getenv("CALLWRIGHT_ACTING_USER", file_cfg.get("acting_user", "")),
        base_url=os.getenv("CALLWRIGHT_BASE_URL", file_cfg.get("base_url") or callwright_base_url()),
        timeout=float(file_cfg.get("timeout", 30)),
        page_size=int(file_cfg.get("page_size", 200)),
    )
