"""Auth for our own API. The Next/React app sends X-User-Email + X-User-Id after SSO;
the ingress (oauth2-proxy) strips anything client-supplied and re-injects them."""
from functools import wraps

from flask import abort, g, request

from models import User


def require_user(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        email = request.headers.get("X-User-Email")
        user_id = request.headers.get("X-User-Id")
        if not email or not user_id:
            abort(401)
        user = User.get_by_sso_id(user_id)
        if user is None or user.email.lower() != email.lower():
            abort(403)
        g.user = user
        return view(user, *args, **kwargs)

    return wrapper
