from flask import Blueprint, abort, jsonify, request

from ..extensions import db
from ..models import Campaign
from ..schemas import CampaignSchema, ErrorSchema
from ..tasks import sync_campaign

bp = Blueprint("campaigns", __name__)
campaign_schema = CampaignSchema()
campaigns_schema = CampaignSchema(many=True)


def _current_user_email():
    # set by the internal SSO proxy in front of the back office
    email = request.headers.get("X-User-Email")
    if not email:
        abort(401)
    return email


@bp.errorhandler(404)
def not_found(_e):
    return jsonify(ErrorSchema().dump({"error": "not found"})), 404


@bp.get("/")
def list_campaigns():
    owner = _current_user_email()
    rows = Campaign.query.filter_by(owner_email=owner).order_by(Campaign.created_at.desc()).all()
    return jsonify(campaigns_schema.dump(rows))


@bp.post("/")
def create_campaign():
    payload = campaign_schema.load(request.get_json() or {})
    campaign = Campaign(owner_email=_current_user_email(), **payload)
    db.session.add(campaign)
    db.session.commit()
    return jsonify(campaign_schema.dump(campaign)), 201


@bp.post("/<int:campaign_id>/sync")
def trigger_sync(campaign_id):
    campaign = Campaign.query.get_or_404(campaign_id)
    if campaign.owner_email != _current_user_email():
        return jsonify({"error": "forbidden", "details": []}), 403
    task = sync_campaign.delay(campaign.id)
    return jsonify({"task_id": task.id}), 202
