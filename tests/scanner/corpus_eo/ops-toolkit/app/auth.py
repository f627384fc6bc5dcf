"""Identity for the internal tool.

The tool sits behind our SSO gateway, which authenticates the user and forwards
X-User-Email / X-User-Id headers. We trust them because the pod is not reachable
any other way.
"""
from functools import wraps

from flask import abort, g, request, jsonify


def current_user():
    email = request.headers.get("X-User-Email")
    okta_id = request.headers.get("X-User-Id")
    if not email:
        return None
    return {"email": email, "okta_id": okta_id}


def login_required(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        user = current_user()
        if user is None:
            if request.path.startswith("/api/"):
                return jsonify({"error": "unauthenticated"}), 401
            abort(401)
        g.user = user
        return fn(*args, **kwargs)
    return wrapper
