"""Runtime configuration, read once from the environment."""
import os
from dataclasses import dataclass, field


def _env(name: str, default: str | None = None) -> str:
    value = os.getenv(name, default)
    if value is None:
        raise RuntimeError(f"missing required env var {name}")
    return value


@dataclass(frozen=True)
class Settings:
    dialstream_host: str = field(default_factory=lambda: _env("DIALSTREAM_HOST", "https://api.dialstream.com"))
    dialstream_api_version: str = field(default_factory=lambda: _env("DIALSTREAM_API_VERSION", "v1"))
    dialstream_api_key: str = field(default_factory=lambda: _env("DIALSTREAM_API_KEY"))
    dialstream_service_user: str = field(default_factory=lambda: _env("DIALSTREAM_SERVICE_USER", "ops-bot@tallowbrook.com"))
    dialstream_webhook_secret: str = field(default_factory=lambda: _env("DIALSTREAM_WEBHOOK_SECRET"))
    crm_base_url: str = field(default_factory=lambda: _env("CRM_BASE_URL", "https://crm.internal.tallowbrook.com/v1"))
    stripe_webhook_secret: str = field(default_factory=lambda: _env("STRIPE_WEBHOOK_SECRET", ""))

    @property
    def dialstream_base_url(self) -> str:
        return f"{self.dialstream_host}/api/public/{self.dialstream_api_version}"


settings = Settings()
