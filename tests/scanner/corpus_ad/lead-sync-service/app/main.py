from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from .dialstream import DialstreamSession, DialstreamUnavailable, DialstreamUserNotFound
from .middleware import ActingUserMiddleware
from .webhooks import dialstream_call_completed, stripe_events


async def sync_list(request: Request) -> JSONResponse:
    payload = await request.json()
    user = request.state.user_email
    try:
        async with DialstreamSession(acting_user=user) as ds:
            created = await ds.create_contact_list(payload["name"], user)
            await ds.append_contacts(created["id"], payload["phones"])
    except DialstreamUserNotFound:
        return JSONResponse({"error": f"{user} has no Dialstream seat"}, status_code=409)
    except DialstreamUnavailable:
        return JSONResponse({"error": "dialer temporarily unavailable"}, status_code=503)
    return JSONResponse({"list_id": created["id"]}, status_code=201)


async def health(_: Request) -> JSONResponse:
    return JSONResponse({"status": "ok"})


app = Starlette(
    routes=[
        Route("/healthz", health),
        Route("/lists/sync", sync_list, methods=["POST"]),
        Route("/hooks/dialstream", dialstream_call_completed, methods=["POST"]),
        Route("/hooks/stripe", stripe_events, methods=["POST"]),
    ],
    middleware=[Middleware(ActingUserMiddleware)],
)
