import os

RINGLANE_URL = os.environ.get("RINGLANE_URL", "https://api.ringlane.com/api/public/v1")
RINGLANE_KEY = os.environ.get("RINGLANE_API_KEY", "")

MAILER_URL = os.environ.get("MAILER_URL", "https://mailer.internal.meridian.io/v1")
MAILER_KEY = os.environ.get("MAILER_API_KEY", "")

SALESFORCE_DOMAIN = os.environ.get("SF_DOMAIN", "login")
BATCH_SIZE = int(os.environ.get("SYNC_BATCH_SIZE", "500"))
