-- pushes newsletter audiences to SendGrid (their "contact lists" are marketing lists)
create or replace procedure ops.sp_sync_sendgrid_lists()
  returns variant
  language python
  runtime_version = '3.10'
  packages = ('requests')
  handler = 'run'
  external_access_integrations = (sendgrid_access)
  secrets = ('sg' = sendgrid_api_key)
as
$$
import _snowflake, requests
def run(session):
    h = {"Authorization": "Bearer " + _snowflake.get_generic_secret_string("sg")}
    r = requests.get("https://api.sendgrid.com/v3/marketing/lists", headers=h, timeout=30)
    if r.status_code in (502, 503):
        return {"retry": True}
    if r.status_code >= 400:
        return {"error": r.json()["errors"][0]["message"]}
    return r.json()
$$;
