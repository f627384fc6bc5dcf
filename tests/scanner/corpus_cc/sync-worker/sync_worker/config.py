import os

BROKER_URL = os.getenv("BROKER_URL", "redis://localhost:6379/0")

RINGVALE_URL = os.getenv("RINGVALE_URL", "https://api.ringvale.io/api/public/v1")
RINGVALE_KEY = os.environ.get("RINGVALE_KEY", "")
RINGVALE_SERVICE_USER = os.getenv("RINGVALE_SERVICE_USER", "dialer-bot@tallowbrook.com")

POSTWISE_API = os.getenv("POSTWISE_API", "https://api.postwise.email/v1")
POSTWISE_KEY = os.environ.get("POSTWISE_KEY", "")
