import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Settings:
    port: int = int(os.environ.get("PORT", "8080"))
    redis_url: str = os.environ.get("REDIS_URL", "redis://localhost:6379/2")
    ringlane_webhook_secret: str = os.environ.get("RINGLANE_WEBHOOK_SECRET", "")
    ringlane_v2_webhook_secret: str = os.environ.get("RINGLANE_V2_WEBHOOK_SECRET", "")
    stripe_webhook_secret: str = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
    github_webhook_secret: str = os.environ.get("GITHUB_WEBHOOK_SECRET", "")
    ringlane_api_root: str = os.environ.get("RINGLANE_API_ROOT", "https://api.ringlane.io/api/public/v1")
    ringlane_api_key: str = os.environ.get("RINGLANE_API_KEY", "")
    ringlane_acting_user_id: str = os.environ.get("RINGLANE_ACTING_USER_ID", "")
    tolerance_ms: int = 5 * 60 * 1000
    allowed_events: tuple = field(default=("call.completed", "call.failed", "contact.opted_out"))


settings = Settings()
