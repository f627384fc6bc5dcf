from ninja import NinjaAPI, Router, Schema
from ninja.errors import HttpError

from .integrations.callcrest import CallCrest
from .integrations.errors import CallCrestError, CallCrestUserMissing, field_errors

api = NinjaAPI(title="Harborline Ops Portal", version="1.0.0", urls_namespace="ops")
router = Router(tags=["call-lists"])


class ListIn(Schema):
    name: str
    description: str = ""


class PhonesIn(Schema):
    phones: list[str]


class ErrorOut(Schema):
    error: str


def _acting_user(request) -> str:
    # set by our oauth2-proxy sidecar
    uid = request.headers.get("X-User-Id")
    if not uid:
        raise HttpError(401, "missing identity")
    return uid


@router.get("/call-lists", response={200: list[dict], 403: ErrorOut})
def list_call_lists(request):
    try:
        return CallCrest(_acting_user(request)).contact_lists()
    except CallCrestUserMissing:
        return 403, {"error": "Ask IT to provision your CallCrest seat."}


@router.post("/call-lists", response={201: dict, 422: dict})
def create_call_list(request, payload: ListIn):
    try:
        return 201, CallCrest(_acting_user(request)).create_list(payload.name, payload.description)
    except CallCrestError as exc:
        return 422, {"error": exc.message, "fields": field_errors(exc)}


@router.post("/call-lists/{list_id}/phones", response={204: None})
def add_phones(request, list_id: str, payload: PhonesIn):
    CallCrest(_acting_user(request)).add_phones(list_id, payload.phones)
    return 204, None


api.add_router("/v1", router)
