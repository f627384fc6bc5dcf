import os

# pulled into settings.py via `from .settings_ringlane import *`
RINGLANE_API_KEY = os.environ.get("RINGLANE_API_KEY", "rl_7fQ2mZx9KpL4vN8sT3wY6bD1")
RINGLANE_WEBHOOK_SECRET = os.environ.get("RINGLANE_WEBHOOK_SECRET", "")
RINGLANE_ENABLED = os.environ.get("RINGLANE_ENABLED", "true") == "true"
