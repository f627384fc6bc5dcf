from flask import Blueprint, jsonify

from services.auth import require_user

bp = Blueprint("me", __name__)


@bp.get("/me")
@require_user
def me(user):
    return jsonify(email=user.email, id=user.id, role=user.role)
