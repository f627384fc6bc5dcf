from fastapi import Depends, FastAPI, Header, HTTPException, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from app.config import get_settings
from app.webhooks import router as webhooks_router

app = FastAPI(title="harbor-scoring", version="0.12.0")
app.include_router(webhooks_router)


class ScoreIn(BaseModel):
    lead_id: str
    income: float
    credit_band: str


def require_key(x_api_key: str = Header(...)) -> None:
    allowed = {k for k in get_settings().scoring_api_keys.split(",") if k}
    if x_api_key not in allowed:
        raise HTTPException(status_code=401, detail="invalid api key")


@app.exception_handler(HTTPException)
async def flat_errors(_req: Request, exc: HTTPException):
    # Harbor convention: {"error": "..."} bodies
    return JSONResponse(status_code=exc.status_code, content={"error": exc.detail})


@app.post("/v1/score", dependencies=[Depends(require_key)])
def score(body: ScoreIn, x_user_id: str | None = Header(default=None)):
    base = {"A": 0.9, "B": 0.7, "C": 0.4}.get(body.credit_band.upper())
    if base is None:
        raise HTTPException(status_code=400, detail="unknown credit band")
    return {"lead_id": body.lead_id, "score": round(base * min(body.income / 100_000, 1.5), 3), "by": x_user_id}


@app.get("/healthz")
def health():
    return {"ok": True}
