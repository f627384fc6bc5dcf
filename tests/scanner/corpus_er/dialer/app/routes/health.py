import httpx
from fastapi import APIRouter, Response

from app.config import get_settings

router = APIRouter()


@router.get("/healthz")
async def healthz():
    return {"ok": True}


@router.get("/readyz")
async def readyz(response: Response):
    s = get_settings()
    try:
        async with httpx.AsyncClient(timeout=2) as c:
            r = await c.get(f"{s.core_base_url}/internal/health/")
        if r.status_code in (502, 503, 504):
            response.status_code = 503
            return {"ok": False, "core": r.status_code}
    except httpx.HTTPError:
        response.status_code = 503
        return {"ok": False, "core": "unreachable"}
    return {"ok": True}
