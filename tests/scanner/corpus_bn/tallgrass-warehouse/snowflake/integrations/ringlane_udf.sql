use role SYSADMIN;
use schema ANALYTICS.INTEGRATIONS;

create or replace network rule ringlane_egress
  mode = egress type = host_port value_list = ('api.ringlane.com:443');

create or replace secret ringlane_api_key
  type = generic_string
  secret_string = 'rl_bH6yN2pXq9Lm4Tc8WvK3dRz5';

create or replace external access integration ringlane_access
  allowed_network_rules = (ringlane_egress)
  allowed_authentication_secrets = (ringlane_api_key)
  enabled = true;

create or replace function ringlane_add_to_list(list_id varchar, phone varchar)
returns variant
language python
runtime_version = '3.10'
handler = 'add'
external_access_integrations = (ringlane_access)
secrets = ('key' = ringlane_api_key)
packages = ('requests')
as
$$
import _snowflake
import requests

BASE = "https://api.ringlane.com/api/public/v1"

def add(list_id, phone):
    r = requests.post(
        f"{BASE}/contact-lists/{list_id}/contacts",
        json={"contacts": [{"phone": phone}]},
        headers={
            "x-api-key": _snowflake.get_generic_secret_string("key"),
            "x-user-email": "snowflake-udf@tallgrassdata.com",
        },
        timeout=10,
    )
    if r.status_code >= 400:
        return {"ok": False, "status": r.status_code, "error": r.json().get("error")}
    return {"ok": True}
$$;
