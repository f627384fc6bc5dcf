from fastapi import FastAPI

from app.routers import lists

app = FastAPI(title="lists-service", version="0.9.2")
app.include_router(lists.router)


@app.get("/healthz")
async def healthz() -> dict[str, str]:
    return {"status": "ok"}
