# Zap: "Lead converted" -> pull the number from the cold-call list (step 2)
# input_data: list_id, phone, owner_okta_id, dialwave_key
import requests

url = "https://api.dialwave.io/api/public/v1/contact-lists/%s/contacts/%s" % (
    input_data["list_id"],
    requests.utils.quote(input_data["phone"]),
)
resp = requests.delete(
    url,
    headers={"X-API-Key": input_data["dialwave_key"], "X-User-Id": input_data["owner_okta_id"]},
    timeout=20,
)

if resp.ok:
    output = {"removed": True}
else:
    body = resp.json() if resp.headers.get("content-type", "").startswith("application/json") else {}
    if resp.status_code == 404 and body.get("error") == "user not found":
        output = {"removed": False, "reason": "lead owner has no Dialwave seat"}
    elif resp.status_code == 503:
        output = {"removed": False, "reason": "Dialwave API disabled for tenant"}
    else:
        output = {"removed": False, "reason": body.get("error", resp.text[:200])}
