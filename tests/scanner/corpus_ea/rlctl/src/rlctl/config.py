from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # py3.10
    import tomli as tomllib

CONFIG_PATH = Path(os.environ.get("RLCTL_CONFIG", Path.home() / ".config" / "rlctl" / "config.toml"))


@dataclass
class Profile:
    host: str
    api_key: str
    okta_user_id: str | None = None


def load_profile(name: str = "default") -> Profile:
    data: dict = {}
    if CONFIG_PATH.exists():
        data = tomllib.loads(CONFIG_PATH.read_text()).get(name, {})
    return Profile(
        host=os.environ.get("RLCTL_HOST", data.get("host", "api.ringlane.com")),
        api_key=os.environ.get("RLCTL_API_KEY", data.get("api_key", "")),
        okta_user_id=os.environ.get("RLCTL_OKTA_USER_ID", data.get("okta_user_id")),
    )
