from pydantic_settings import BaseSettings, SettingsConfigDict

LEGACY_VERSION = "v1"


class CliConfig(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="NESTCTL_", env_file="~/.config/nestctl/env", extra="ignore")

    host: str = "https://api.callnest.io"
    api_key: str = ""
    acting_user: str = ""
    v2_key: str = ""
    timeout: float = 15.0

    def base_url(self, v2: bool = False) -> str:
        version = "v2" if v2 else LEGACY_VERSION
        return f"{self.host}/api/public/{version}"
