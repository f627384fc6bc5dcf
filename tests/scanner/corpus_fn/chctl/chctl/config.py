import os
from dataclasses import dataclass
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # pragma: no cover
    import tomli as tomllib

CONFIG_PATH = Path(os.environ.get("CHCTL_CONFIG", Path.home() / ".config" / "chctl.toml"))
DEFAULT_BASE_URL = "https://api.callhaven.io/api/public/v1"


@dataclass
class Settings:
    base_url: str
    api_key: str
    acting_as: str


def load(base_url=None, api_key=None, acting_as=None) -> Settings:
    file_cfg = {}
    if CONFIG_PATH.exists():
        file_cfg = tomllib.loads(CONFIG_PATH.read_text())
    return Settings(
        base_url=base_url or os.environ.get("CALLHAVEN_BASE_URL") or file_cfg.get("base_url", DEFAULT_BASE_URL),
        api_key=api_key or os.environ.get("CALLHAVEN_API_KEY") or file_cfg.get("api_key", ""),
        acting_as=acting_as or os.environ.get("CALLHAVEN_AS") or file_cfg.get("acting_as", ""),
    )
