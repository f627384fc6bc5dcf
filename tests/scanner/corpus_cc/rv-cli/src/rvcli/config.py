import os
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # pragma: no cover
    import tomli as tomllib

DEFAULT_HOST = "https://api.ringvale.io"
API_VERSION = "v1"
CONFIG_PATH = Path(os.environ.get("RVCLI_CONFIG", Path.home() / ".config" / "rvcli" / "config.toml"))
SSO_USERINFO = "https://sso.tallowbrook.com/oauth2/v1/userinfo"


def base_url(host=None):
    return f"{(host or DEFAULT_HOST).rstrip('/')}/api/public/{API_VERSION}"


def load():
    data = {}
    if CONFIG_PATH.exists():
        data = tomllib.loads(CONFIG_PATH.read_text())
    return {
        "host": os.environ.get("RV_HOST", data.get("host")),
        "api_key": os.environ.get("RV_API_KEY", data.get("api_key")),
        "user": os.environ.get("RV_USER", data.get("user")),
    }
