-- Push phone numbers from a view into an existing DialPond contact list.
-- Usage: CALL ANALYTICS.OPS.SP_SYNC_DIALPOND_LIST('cl_8812', 'ANALYTICS.MARTS.V_WINBACK_HVAC');
CREATE OR REPLACE PROCEDURE ANALYTICS.OPS.SP_SYNC_DIALPOND_LIST(LIST_ID STRING, SOURCE_VIEW STRING)
RETURNS VARIANT
LANGUAGE PYTHON
RUNTIME_VERSION = '3.11'
PACKAGES = ('snowflake-snowpark-python', 'requests')
HANDLER = 'run'
EXTERNAL_ACCESS_INTEGRATIONS = (DIALPOND_EAI)
SECRETS = ('api_key' = ANALYTICS.OPS.DIALPOND_API_KEY)
EXECUTE AS OWNER
AS
$$
import _snowflake
import requests

BASE = "https://api.dialpond.com/api/public/v1"
ACTING_USER = "data-bot@tallowford.com"
BATCH = 250


def run(session, list_id, source_view):
    key = _snowflake.get_generic_secret_string("api_key")
    hdrs = {"x-api-key": key, "x-user-email": ACTING_USER, "content-type": "application/json"}
    phones = [r["PHONE_E164"] for r in session.table(source_view).select("PHONE_E164").distinct().collect()]

    added = 0
    for i in range(0, len(phones), BATCH):
        resp = requests.post(
            f"{BASE}/contact-lists/{list_id}/contacts",
            json={"contacts": [{"phone": p} for p in phones[i:i + BATCH]]},
            headers=hdrs,
            timeout=60,
        )
        if resp.status_code in (502, 503):
            return {"status": "deferred", "added": added, "reason": resp.json().get("error")}
        resp.raise_for_status()
        added += resp.json().get("added", 0)

    return {"status": "ok", "added": added, "total": len(phones)}
$$;

GRANT USAGE ON PROCEDURE ANALYTICS.OPS.SP_SYNC_DIALPOND_LIST(STRING, STRING) TO ROLE TRANSFORMER;
