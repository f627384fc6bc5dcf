"""Settings shared by the Dialstream ops scripts. Values come from .env or the shell."""
import os

from dotenv import load_dotenv

load_dotenv()

BASE_URL = os.environ.get("DIALSTREAM_URL", "https://api.dialstream.net/api/public/v1")
# fallback key is the sandbox tenant's; prod runs always set DIALSTREAM_API_KEY
API_KEY = os.environ.get("DIALSTREAM_API_KEY", "dsk9fXq2LmT7vBn4RcK8wYp3ZhJqe")
ACTOR_EMAIL = os.environ.get("DIALSTREAM_ACTOR", "sync-bot@quillonsolar.com")
LEADSCORE_URL = os.environ.get("LEADSCORE_URL", "https://leadscore.internal.quillonsolar.com/v1")
LEADSCORE_KEY = os.environ.get("LEADSCORE_KEY", "")
TIMEOUT = float(os.environ.get("HTTP_TIMEOUT", "20"))
