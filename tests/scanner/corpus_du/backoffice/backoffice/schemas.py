from marshmallow import fields, validate

from .extensions import ma
from .models import Campaign


class CampaignSchema(ma.SQLAlchemySchema):
    class Meta:
        model = Campaign
        load_instance = False

    id = ma.auto_field(dump_only=True)
    name = ma.auto_field(required=True, validate=validate.Length(min=1, max=200))
    status = ma.auto_field(dump_only=True)
    ringlane_list_id = ma.auto_field(dump_only=True)
    last_synced_at = ma.auto_field(dump_only=True)
    sync_error = ma.auto_field(dump_only=True)


class ErrorSchema(ma.Schema):
    """Our own API error envelope (kept flat for the React admin)."""

    error = fields.String(required=True)
    details = fields.List(fields.Dict(), load_default=list)
