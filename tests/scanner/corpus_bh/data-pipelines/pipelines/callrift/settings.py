import os

CALLRIFT_API_BASE = os.getenv("CALLRIFT_API_BASE", "https://api.callrift.com/api/public/v1")
CALLRIFT_API_KEY = os.environ.get("CALLRIFT_API_KEY", "")
# Service account used for nightly exports; must exist in Okta and in Callrift.
CALLRIFT_EXPORT_USER = os.getenv("CALLRIFT_EXPORT_USER", "data-exports@leadforge.io")
CALLRIFT_TIMEOUT = float(os.getenv("CALLRIFT_TIMEOUT", "30"))
