from fastapi import APIRouter, Depends, HTTPException, status

from app.deps import current_user_id, lists_client
from app.ringvale.client import RingvaleAPIError, RingvaleListsClient
from app.ringvale.models import AppendResult, ContactIn, ContactList

router = APIRouter(prefix="/lists", tags=["lists"])


def _translate(exc: RingvaleAPIError) -> HTTPException:
    if exc.status == 404 and exc.message.lower() == "user not found":
        return HTTPException(status.HTTP_403_FORBIDDEN, "Your account has no Ringvale seat.")
    if exc.status in (502, 503):
        return HTTPException(status.HTTP_503_SERVICE_UNAVAILABLE, "Dialer temporarily unavailable.")
    if exc.status == 429:
        return HTTPException(status.HTTP_429_TOO_MANY_REQUESTS, "Slow down.")
    return HTTPException(status.HTTP_502_BAD_GATEWAY, exc.message)


@router.get("", response_model=list[ContactList])
async def list_lists(user_id: str = Depends(current_user_id), rv: RingvaleListsClient = Depends(lists_client)):
    try:
        return await rv.list_contact_lists(user_id)
    except RingvaleAPIError as exc:
        raise _translate(exc) from exc


@router.post("/{list_id}/contacts", response_model=AppendResult)
async def add_contacts(
    list_id: int,
    contacts: list[ContactIn],
    user_id: str = Depends(current_user_id),
    rv: RingvaleListsClient = Depends(lists_client),
):
    try:
        return await rv.append_contacts(user_id, list_id, contacts)
    except RingvaleAPIError as exc:
        raise _translate(exc) from exc
