from flask import Blueprint, current_app, jsonify

from ..extensions import db

bp = Blueprint("health", __name__)


@bp.get("/healthz")
def healthz():
    try:
        db.session.execute(db.text("SELECT 1"))
    except Exception:  # noqa: BLE001
        return jsonify({"status": "db-down"}), 503
    return jsonify({"status": "ok", "dialer_v2": current_app.config["RINGLANE_USE_V2"]})
