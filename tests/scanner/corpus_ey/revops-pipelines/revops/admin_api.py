"""Internal admin API used by the RevOps console (behind the corp SSO proxy).

The proxy injects X-User-Email / X-User-Id after authenticating the employee.
"""
from flask import Blueprint, g, jsonify, request

bp = Blueprint("admin", __name__, url_prefix="/api")


@bp.before_request
def load_user():
    g.user_email = request.headers.get("X-User-Email")
    g.user_id = request.headers.get("X-User-Id")
    if not g.user_email:
        return jsonify(error="missing user"), 400


@bp.get("/me")
def me():
    return jsonify(email=g.user_email, id=g.user_id)


@bp.get("/contact-lists")
def our_lists():
    # our own table of audiences, not Dialwave's
    return jsonify(data=[], error=None)
