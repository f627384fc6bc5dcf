"""seed per-tenant dialer endpoint settings

Revision ID: 0008
Revises: 0007
Create Date: 2024-06-02 09:15:03
"""
import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

settings = sa.table(
    "integration_settings",
    sa.column("key", sa.String),
    sa.column("value", sa.String),
)


def upgrade() -> None:
    op.create_table(
        "integration_settings",
        sa.Column("key", sa.String(100), primary_key=True),
        sa.Column("value", sa.String(500), nullable=False),
    )
    op.bulk_insert(
        settings,
        [
            {"key": "callnest.base_url", "value": "https://api.callnest.io/api/public/v1"},
            {"key": "callnest.acting_user", "value": "ops-bot@larkspurhealth.com"},
            {"key": "sendgrid.base_url", "value": "https://api.sendgrid.com/v3"},
        ],
    )


def downgrade() -> None:
    op.drop_table("integration_settings")
