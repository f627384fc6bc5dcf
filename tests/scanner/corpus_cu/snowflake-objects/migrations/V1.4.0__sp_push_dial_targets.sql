use role SYSADMIN;

create or replace network rule ringlane_egress
  mode = egress
  type = host_port
  value_list = ('api.ringlane.com:443');

create or replace secret ringlane_api_key
  type = generic_string
  secret_string = 'rl_Hp4xN7qLz2WcV9mKs6TbY1dEgU';

create or replace external access integration ringlane_access
  allowed_network_rules = (ringlane_egress)
  allowed_authentication_secrets = (ringlane_api_key)
  enabled = true;

create or replace procedure ops.sp_push_dial_targets(list_name varchar, segment varchar)
  returns variant
  language python
  runtime_version = '3.10'
  packages = ('snowflake-snowpark-python', 'requests')
  handler = 'run'
  external_access_integrations = (ringlane_access)
  secrets = ('key' = ringlane_api_key)
as
$$
import _snowflake
import requests

BASE = "https://api.ringlane.com/api/public/v1"

def run(session, list_name, segment):
    key = _snowflake.get_generic_secret_string("key")
    headers = {
        "x-api-key": key,
        "x-user-email": "snowflake-etl@northwind.io",
        "content-type": "application/json",
    }
    phones = [r["PHONE_E164"] for r in session.sql(
        f"select phone_e164 from analytics.marts.dial_targets where segment_name = '{segment}'"
    ).collect()]
    created = requests.post(f"{BASE}/contact-lists", json={"name": list_name}, headers=headers, timeout=30)
    if created.status_code != 201:
        return {"ok": False, "status": created.status_code, "error": created.json().get("error")}
    list_id = created.json()["id"]
    r = requests.post(f"{BASE}/contact-lists/{list_id}/contacts",
                      json={"contacts": [{"phone": p} for p in phones]}, headers=headers, timeout=60)
    if r.status_code == 502:
        return {"ok": False, "retry": True, "list_id": list_id}
    r.raise_for_status()
    return {"ok": True, "list_id": list_id, "added": len(phones)}
$$;
