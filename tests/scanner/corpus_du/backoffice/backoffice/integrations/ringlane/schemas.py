from marshmallow import EXCLUDE, Schema, fields, post_load


class ContactListSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    id = fields.String(required=True)
    name = fields.String(required=True)
    external_id = fields.String(data_key="externalId", allow_none=True)
    contact_count = fields.Integer(data_key="contactCount", load_default=0)
    created_at = fields.DateTime(data_key="createdAt")


class ContactListPageSchema(Schema):
    items = fields.List(fields.Nested(ContactListSchema))
    page = fields.Integer()
    total = fields.Integer()


class RinglaneErrorDetailSchema(Schema):
    path = fields.String()
    message = fields.String()


class RinglaneErrorSchema(Schema):
    """Error envelope returned by the dialer API."""

    class Meta:
        unknown = EXCLUDE

    error = fields.String(required=True)
    details = fields.List(fields.Nested(RinglaneErrorDetailSchema), load_default=list)

    @post_load
    def flatten(self, data, **kwargs):
        data["summary"] = "; ".join(f"{d['path']}: {d['message']}" for d in data["details"]) or data["error"]
        return data
