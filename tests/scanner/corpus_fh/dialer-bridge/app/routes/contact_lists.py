import logging

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

from ..clients.crm import CRMClient
from ..deps import crm, current_operator, dialwise
from ..dialwise import DialwiseAPIError, DialwiseClient

log = logging.getLogger(__name__)
router = APIRouter(prefix="/call-lists", tags=["call-lists"])


class CreateCallList(BaseModel):
    segment_id: int
    name: str


def _translate(exc: DialwiseAPIError) -> HTTPException:
    if exc.is_user_missing:
        return HTTPException(status_code=424, detail="Dialwise integration user is not provisioned")
    if exc.status_code == 502:
        return HTTPException(status_code=503, detail="Dialwise identity provider unreachable, retry later")
    if exc.status_code == 503:
        return HTTPException(status_code=503, detail="Dialwise public API is disabled for this tenant")
    if exc.status_code == 404:
        return HTTPException(status_code=404, detail="call list not found")
    log.exception("unexpected Dialwise failure: %s %s", exc.message, exc.problems)
    return HTTPException(status_code=500, detail="dialer error")


@router.post("", status_code=201)
async def create_call_list(
    body: CreateCallList,
    operator: str = Depends(current_operator),
    dw: DialwiseClient = Depends(dialwise),
    crm_client: CRMClient = Depends(crm),
):
    phones = await crm_client.segment_phones(body.segment_id)
    if not phones:
        raise HTTPException(status_code=404, detail={"error": "segment has no phone numbers"})
    try:
        created = await dw.create_list(body.name, phones)
    except DialwiseAPIError as exc:
        raise _translate(exc) from exc
    log.info("operator %s created dialwise list %s", operator, created["id"])
    return {"id": created["id"], "contacts": len(phones)}


@router.delete("/{list_id}", status_code=204)
async def delete_call_list(list_id: str, dw: DialwiseClient = Depends(dialwise), _op: str = Depends(current_operator)):
    try:
        await dw.drop_list(list_id)
    except DialwiseAPIError as exc:
        if exc.message == "contact list not found":
            return None
        raise _translate(exc) from exc
