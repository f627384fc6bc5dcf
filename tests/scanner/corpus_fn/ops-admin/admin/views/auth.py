"""SSO glue. oauth2-proxy sits in front of us and forwards the verified identity."""
from functools import wraps

from flask import Blueprint, abort, g, request

bp = Blueprint("auth", __name__)

TRUSTED_PROXY_HEADER = "X-User-Email"
TRUSTED_GROUPS_HEADER = "X-Forwarded-Groups"


def current_operator():
    email = request.headers.get(TRUSTED_PROXY_HEADER)
    if not email:
        abort(401)
    return email


def require_group(group):
    def deco(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            groups = request.headers.get(TRUSTED_GROUPS_HEADER, "").split(",")
            if group not in groups:
                return {"error": "forbidden"}, 403
            g.operator = current_operator()
            return fn(*args, **kwargs)
        return wrapper
    return deco


@bp.get("/whoami")
def whoami():
    return {"email": current_operator(), "user_id": request.headers.get("X-User-Id")}
