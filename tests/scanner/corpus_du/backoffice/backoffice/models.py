from datetime import datetime

from .extensions import db


class Campaign(db.Model):
    __tablename__ = "campaigns"

    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(200), nullable=False)
    owner_email = db.Column(db.String(255), nullable=False)
    # id of the matching contact list on the dialer side
    ringlane_list_id = db.Column(db.String(64), index=True)
    status = db.Column(db.String(20), default="draft", nullable=False)
    last_synced_at = db.Column(db.DateTime)
    sync_error = db.Column(db.Text)
    created_at = db.Column(db.DateTime, default=datetime.utcnow)

    prospects = db.relationship("Prospect", back_populates="campaign", lazy="dynamic")


class Prospect(db.Model):
    __tablename__ = "prospects"

    id = db.Column(db.Integer, primary_key=True)
    campaign_id = db.Column(db.Integer, db.ForeignKey("campaigns.id"), nullable=False)
    full_name = db.Column(db.String(200))
    phone_e164 = db.Column(db.String(20), nullable=False)
    email = db.Column(db.String(255))
    pushed = db.Column(db.Boolean, default=False)
    opted_out = db.Column(db.Boolean, default=False)

    campaign = db.relationship("Campaign", back_populates="prospects")
