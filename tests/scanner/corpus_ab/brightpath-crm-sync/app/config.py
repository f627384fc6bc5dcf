import os


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "change-me")
    CALLFORGE_API_KEY = os.environ.get("CALLFORGE_API_KEY", "")
    CALLFORGE_WEBHOOK_SECRET = os.environ.get("CALLFORGE_WEBHOOK_SECRET", "")
    SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")


class DevConfig(Config):
    DEBUG = True
    # shared sandbox key from the CallForge onboarding email -- TODO move to vault
    CALLFORGE_API_KEY = os.environ.get("CALLFORGE_API_KEY", "cf_8HnQ2vLx0TgWm4Rz7KpA1sYeJ3")
    CALLFORGE_WEBHOOK_SECRET = "dev-webhook-secret"


class TestConfig(Config):
    TESTING = True
    CALLFORGE_API_KEY = "test-key"
