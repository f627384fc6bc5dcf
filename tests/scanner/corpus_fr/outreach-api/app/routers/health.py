from fastapi import APIRouter, Request

router = APIRouter()


@router.get("/healthz")
async def healthz() -> dict:
    return {"ok": True}


@router.get("/readyz")
async def readyz(request: Request) -> dict:
    # We deliberately don't ping CallNest here: a 503 from them would
    # take our pods out of rotation for no reason.
    return {"ok": True, "dialer": "unchecked"}
