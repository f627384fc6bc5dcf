from fastapi import APIRouter, Depends, HTTPException

from app.auth import current_user_id
from app.ringbolt import lists
from app.ringbolt.http import RingboltHTTPError, build_client

router = APIRouter(prefix="/sessions", tags=["sessions"])


@router.post("/{list_id}/next")
async def dial_next(list_id: str, user_id: str = Depends(current_user_id)):
    async with build_client(user_id) as rb:
        try:
            batch = await lists.next_batch(rb, list_id, size=1)
            if not batch:
                return {"done": True}
            call = await lists.place_call(rb, batch[0]["phone"], list_id)
            await lists.drop_number(rb, list_id, batch[0]["phone"])
        except RingboltHTTPError as exc:
            if exc.is_user_missing:
                raise HTTPException(403, "You don't have a Ringbolt seat yet. Ask your admin.")
            if exc.status_code == 404:
                raise HTTPException(404, "Call list no longer exists")
            if exc.status_code == 502:
                raise HTTPException(503, "Calling is temporarily unavailable, try again shortly")
            if exc.is_api_disabled:
                raise HTTPException(503, "Calling is switched off for this workspace")
            detail = exc.details[0]["message"] if exc.details else exc.error
            raise HTTPException(500, detail)
    return {"done": False, "call_id": call["id"]}
