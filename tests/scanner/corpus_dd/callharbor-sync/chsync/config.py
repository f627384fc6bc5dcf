import os
from dataclasses import dataclass

from dotenv import load_dotenv

load_dotenv()


@dataclass(frozen=True)
class Settings:
    callharbor_base_url: str = os.getenv("CALLHARBOR_BASE_URL", "https://api.callharbor.com/api/public/v1")
    callharbor_api_key: str = os.getenv("CALLHARBOR_API_KEY", "")
    acting_email: str = os.getenv("CALLHARBOR_ACTING_EMAIL", "sales-ops@brightlane.co")
    webhook_secret: str = os.getenv("CALLHARBOR_WEBHOOK_SECRET", "")
    zoho_client_id: str = os.getenv("ZOHO_CLIENT_ID", "")
    zoho_client_secret: str = os.getenv("ZOHO_CLIENT_SECRET", "")
    zoho_refresh_token: str = os.getenv("ZOHO_REFRESH_TOKEN", "")
    sendgrid_api_key: str = os.getenv("SENDGRID_API_KEY", "")
    territory_lists: tuple = (("WEST", "4412"), ("CENTRAL", "4413"), ("EAST", "4414"))


settings = Settings()
