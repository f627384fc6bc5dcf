"""add callnest_list_id to campaigns

Stores the id returned by CallNest's contact list API so we can append
to the same dialer list on later syncs.

Revision ID: 0007
Revises: 0006
Create Date: 2024-03-11 10:42:17
"""
import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("campaigns", sa.Column("callnest_list_id", sa.String(64), nullable=True))
    op.add_column("campaigns", sa.Column("sendgrid_list_id", sa.String(64), nullable=True))
    op.create_index("ix_campaigns_callnest_list_id", "campaigns", ["callnest_list_id"])


def downgrade() -> None:
    op.drop_index("ix_campaigns_callnest_list_id", table_name="campaigns")
    op.drop_column("campaigns", "sendgrid_list_id")
    op.drop_column("campaigns", "callnest_list_id")
