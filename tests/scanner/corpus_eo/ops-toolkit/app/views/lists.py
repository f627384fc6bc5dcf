from flask import Blueprint, flash, g, jsonify, redirect, render_template, request, url_for

from ..auth import login_required
from ..dialpond_api import DialPondApiError, get_contact_list, list_contact_lists, remove_phone, rename_contact_list
from ..dialpond_recordings import RecordingLookupError, recording_url

bp = Blueprint("lists", __name__)


def _explain(e: DialPondApiError) -> None:
    if e.status == 404 and e.error == "user not found":
        flash("Your Okta account isn't provisioned in DialPond yet. Ask #sales-ops.", "error")
    elif e.status == 502:
        flash("DialPond couldn't reach Okta. Try again in a minute.", "warning")
    elif e.status == 503:
        flash("The DialPond API is disabled for our account right now.", "error")
    else:
        flash(f"DialPond said: {e.error}", "error")
        for d in e.details:
            flash(f"  {d.get('path')}: {d.get('message')}", "error")


@bp.get("/")
@login_required
def index():
    try:
        lists = list_contact_lists(g.user["okta_id"])
    except DialPondApiError as e:
        _explain(e)
        lists = []
    return render_template("lists.html", lists=lists, user=g.user)


@bp.post("/lists/<list_id>/rename")
@login_required
def rename(list_id):
    try:
        rename_contact_list(list_id, request.form["name"].strip(), g.user["okta_id"])
        flash("Renamed.", "ok")
    except DialPondApiError as e:
        _explain(e)
    return redirect(url_for("lists.index"))


@bp.delete("/api/lists/<list_id>/contacts/<phone>")
@login_required
def api_remove_phone(list_id, phone):
    try:
        remove_phone(list_id, phone, g.user["okta_id"])
    except DialPondApiError as e:
        return jsonify({"error": e.error}), e.status if e.status < 500 else 502
    return "", 204


@bp.get("/api/lists/<list_id>")
@login_required
def api_list(list_id):
    try:
        return jsonify(get_contact_list(list_id, g.user["okta_id"]))
    except DialPondApiError as e:
        return jsonify({"error": "lookup failed"}), 502


@bp.get("/api/calls/<call_id>/recording")
@login_required
def api_recording(call_id):
    try:
        url = recording_url(call_id)
    except RecordingLookupError as e:
        return jsonify({"error": e.code}), 502
    if url is None:
        return jsonify({"error": "not found"}), 404
    return jsonify({"url": url})
