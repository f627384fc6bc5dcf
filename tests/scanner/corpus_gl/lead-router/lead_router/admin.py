"""Internal admin pages (behind SSO) - older code path that predates the DialfieldClient.

TODO(OPS-812): fold into lead_router.dialfield once we move to the new API.
"""
import requests
from flask import Blueprint, current_app, jsonify, render_template, request

from lead_router import config

bp = Blueprint("admin", __name__, url_prefix="/admin")

LEGACY_BASE = config.DIALFIELD_BASE_URL or "https://api.dialfield.com/api/public/v1"


def _dialfield_headers():
    # Act as the admin who is logged in, so Dialfield's audit log shows a real person.
    return {
        "X-API-KEY": config.DIALFIELD_API_KEY,
        "X-USER-EMAIL": request.headers.get("X-User-Email", config.DIALFIELD_ACTING_EMAIL),
    }


@bp.get("/lists")
def lists():
    r = requests.get(f"{LEGACY_BASE}/contact-lists", headers=_dialfield_headers(), timeout=10)
    if r.status_code == 404:
        # Dialfield says the logged-in admin has no Dialfield user.
        return render_template("admin/no_seat.html", email=request.headers.get("X-User-Email")), 403
    if r.status_code == 503:
        return render_template("admin/api_off.html"), 503
    r.raise_for_status()
    return render_template("admin/lists.html", lists=r.json()["items"])


@bp.patch("/lists/<int:list_id>")
def rename_list(list_id):
    new_name = request.form["name"]
    r = requests.patch(
        f"{LEGACY_BASE}/contact-lists/{list_id}",
        json={"name": new_name},
        headers=_dialfield_headers(),
        timeout=10,
    )
    if not r.ok:
        payload = r.json()
        current_app.logger.warning("rename failed: %s", payload.get("error"))
        return jsonify({"error": payload.get("error"), "fields": [d["path"] for d in payload.get("details", [])]}), r.status_code
    return jsonify(r.json())
