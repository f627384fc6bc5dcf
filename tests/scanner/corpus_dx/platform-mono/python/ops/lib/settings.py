"""Central settings for ops scripts, read from the environment (see .env.example)."""
import os

RINGLANE_HOST = os.environ.get("RINGLANE_HOST", "https://api.ringlane.io")
RINGLANE_API_VERSION = os.environ.get("RINGLANE_API_VERSION", "v1")
RINGLANE_BASE = f"{RINGLANE_HOST}/api/public/{RINGLANE_API_VERSION}"

RINGLANE_KEY = os.environ.get("RINGLANE_API_KEY", "")
RINGLANE_ACTOR = os.environ.get("RINGLANE_ACTOR_EMAIL", "platform-bot@halyard.example")

PAGERDUTY_ROUTING_KEY = os.environ.get("PAGERDUTY_ROUTING_KEY", "")
STATUS_API = os.environ.get("STATUS_API", "https://status.internal.halyard.example/v1")
