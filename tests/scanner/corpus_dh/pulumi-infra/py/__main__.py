"""Data platform stack."""
import pulumi
import pulumi_aws as aws

from ringlane_provider import RinglaneContactList
from marketing_lists import MarketingList

config = pulumi.Config("data")
RINGLANE_HOST = config.get("ringlane_host") or "https://api.ringlane.io"
API_VERSION = "v1"
ringlane_base = f"{RINGLANE_HOST}/api/public/{API_VERSION}"

raw = aws.s3.BucketV2("call-exports", bucket_prefix="tessellate-call-exports-")
aws.s3.BucketVersioningV2(
    "call-exports-versioning",
    bucket=raw.id,
    versioning_configuration={"status": "Enabled"},
)

glue_db = aws.glue.CatalogDatabase("calls", name="calls")

dnc = RinglaneContactList(
    "do-not-call-mirror",
    base_url=ringlane_base,
    api_key=config.require_secret("ringlane_api_key"),
    acting_user_id=config.require("ringlane_user_id"),
    name="DNC mirror (managed by pulumi)",
)

newsletter = MarketingList("newsletter", name="Product newsletter")

pulumi.export("exports_bucket", raw.bucket)
pulumi.export("dnc_list_id", dnc.list_id)
pulumi.export("newsletter_list_id", newsletter.list_id)
