from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

CONFIG_PATH = Path(os.environ.get("CALLCTL_CONFIG", Path.home() / ".config" / "callctl.toml"))
DEFAULT_HOST = "https://api.callbridge.io"
DEFAULT_API_VERSION = "v1"


@dataclass
class Settings:
    base_url: str
    api_key: str
    user: str


def load(profile: str = "default") -> Settings:
    file_cfg: dict = {}
    if CONFIG_PATH.exists():
        file_cfg = tomllib.loads(CONFIG_PATH.read_text()).get(profile, {})
    version = os.environ.get("CALLCTL_API_VERSION", file_cfg.get("api_version", DEFAULT_API_VERSION))
    host = file_cfg.get("host", DEFAULT_HOST)
    base_url = os.environ.get("CALLCTL_BASE_URL") or f"{host}/api/public/{version}"
    api_key = os.environ.get("CALLCTL_API_KEY") or file_cfg.get("api_key")
    user = os.environ.get("CALLCTL_USER") or file_cfg.get("user")
    if not api_key:
        raise SystemExit("No API key: set CALLCTL_API_KEY or api_key in " + str(CONFIG_PATH))
    if not user:
        raise SystemExit("No acting user: set CALLCTL_USER (your Harborline login email)")
    return Settings(base_url=base_url.rstrip("/"), api_key=api_key, user=user)
