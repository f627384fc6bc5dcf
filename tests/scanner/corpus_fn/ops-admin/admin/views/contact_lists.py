from flask import Blueprint, current_app, flash, g, redirect, render_template, request, url_for

from ..callhaven import CallhavenClient, CallhavenError, CallhavenUnavailable, OperatorNotFound
from .auth import require_group

bp = Blueprint("contact_lists", __name__, url_prefix="/admin/contact-lists")


def _client():
    return CallhavenClient.from_app(current_app, g.operator)


@bp.get("/")
@require_group("sales-ops")
def index():
    try:
        lists = _client().list_contact_lists()
    except OperatorNotFound:
        flash("Your Callhaven seat is missing. Log in to Callhaven once, then retry.", "warning")
        lists = []
    except CallhavenUnavailable:
        flash("Callhaven is not accepting API calls right now.", "danger")
        lists = []
    return render_template("contact_lists/index.html", lists=lists)


@bp.post("/<list_id>/contacts")
@require_group("sales-ops")
def append(list_id):
    phones = [p.strip() for p in request.form.get("phones", "").splitlines() if p.strip()]
    try:
        _client().append_contacts(list_id, phones)
        flash(f"Added {len(phones)} numbers", "success")
    except CallhavenError as exc:
        flash(exc.message, "danger")
    return redirect(url_for(".index"))


@bp.post("/<list_id>/delete")
@require_group("sales-ops-admin")
def delete(list_id):
    _client().delete_contact_list(list_id)
    return redirect(url_for(".index"))
