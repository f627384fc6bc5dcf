import os

from dotenv import load_dotenv

load_dotenv()


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev")
    DIALPOND_BASE_URL = os.environ.get("DIALPOND_BASE_URL", "https://api.dialpond.com/api/public/v1")
    DIALPOND_API_KEY = os.environ.get("DIALPOND_API_KEY", "")
    DIALPOND_WEBHOOK_SECRET = os.environ.get("DIALPOND_WEBHOOK_SECRET", "")
    DIALPOND_V2_BASE_URL = os.environ.get("DIALPOND_V2_BASE_URL", "https://api.dialpond.com/api/public/v2")
    DIALPOND_V2_KEY = os.environ.get("DIALPOND_V2_KEY", "")
    STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
    GITHUB_WEBHOOK_SECRET = os.environ.get("GITHUB_WEBHOOK_SECRET", "")


class TestConfig(Config):
    TESTING = True
    DIALPOND_API_KEY = "test"
    DIALPOND_WEBHOOK_SECRET = "s3cret"
