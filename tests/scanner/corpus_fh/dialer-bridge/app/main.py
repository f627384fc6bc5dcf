from fastapi import FastAPI

from .observability import setup_sentry
from .routes import contact_lists, github_hooks, webhooks
from .settings import get_settings

settings = get_settings()
setup_sentry(settings)

app = FastAPI(title="dialer-bridge", version="0.9.3")
app.include_router(contact_lists.router, prefix="/v1")
app.include_router(webhooks.router)
app.include_router(github_hooks.router)


@app.get("/healthz")
async def healthz():
    return {"ok": True}
