import os

VOX_BASE_URL = os.environ.get("VOX_BASE_URL", "https://api.voxhollow.io/api/public/v1")
VOX_LIST_PATH = os.environ.get("VOX_LIST_PATH", "/contact-lists")
VOX_API_KEY = os.environ["VOX_API_KEY"]
VOX_ACTING_USER = os.environ.get("VOX_ACTING_USER", "bridge@tallowfreight.com")
DISPATCH_API = os.environ.get("DISPATCH_API", "http://dispatch-api:3000/api/v1")
DATABASE_URL = os.environ["DATABASE_URL"]
