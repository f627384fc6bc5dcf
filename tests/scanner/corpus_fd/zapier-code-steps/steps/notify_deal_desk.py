# Zap: "Discount > 20%" -> ping the deal-desk service
# input_data: opportunity_id, discount, requester_email
import requests

resp = requests.post(
    "https://dealdesk.internal.northpeak.io/v1/approvals",
    json={"opportunity_id": input_data["opportunity_id"], "discount": float(input_data["discount"])},
    headers={"x-api-key": input_data["dealdesk_key"], "X-User-Email": input_data["requester_email"]},
    timeout=15,
)
if resp.status_code in (502, 503):
    raise Exception("deal desk is deploying, Zapier will replay")
output = {"approval_id": resp.json().get("id"), "error": resp.json().get("error")}
