from flask import Blueprint, current_app, jsonify, request

from ringlark import RingLarkClient, RingLarkError, RingLarkUnavailable
from services.auth import require_user

bp = Blueprint("campaigns", __name__)


def _client():
    return RingLarkClient.from_app(current_app)


@bp.get("/lists")
@require_user
def lists(user):
    try:
        return jsonify(_client().list_contact_lists())
    except RingLarkUnavailable:
        return jsonify(error="Dialer temporarily unavailable"), 503


@bp.post("/lists/<list_id>/leads")
@require_user
def push_leads(user, list_id):
    phones = [lead["phone"] for lead in request.get_json()["leads"] if lead.get("phone")]
    try:
        _client().add_contacts(list_id, phones)
    except RingLarkError as exc:
        if exc.status == 404 and exc.message == "contact list not found":
            return jsonify(error="That list was deleted in RingLark"), 404
        if exc.status == 400:
            return jsonify(error="Invalid leads", fields=exc.field_errors()), 400
        raise
    return jsonify(pushed=len(phones)), 202
