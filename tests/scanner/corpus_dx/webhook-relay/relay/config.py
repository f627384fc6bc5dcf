import os

RINGLANE_SECRET = os.environ.get("RINGLANE_WEBHOOK_SECRET", "").encode()
RINGLANE_V2_SECRET = os.environ.get("RINGLANE_V2_WEBHOOK_SECRET", "").encode()
STRIPE_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
LEGACY_SIG_HEADER = "x-ringlane-signature"
EVENT_BUS = os.environ.get("EVENT_BUS", "halyard-integrations")

# Used to enrich call outcomes with list names.
RINGLANE_API = os.environ.get("RINGLANE_API", "https://api.ringlane.io/api/public/v1")
RINGLANE_API_KEY = os.environ.get("RINGLANE_API_KEY", "rl_relayK3y7Tq2Mx9Wp4Lc8Vn")
