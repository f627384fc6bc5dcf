"""Scripts inside other files are read in their language: shell in YAML (CI steps,
container commands), Ansible's Jinja as Python, SQL's stored procedures in Python or
JavaScript."""

from __future__ import annotations

import pytest
from scanner_samples import WriteTree

from callbridge.scanner import _embedded, scan
from callbridge.scanner._embedded import jinja_view, procedure_views, shell_view

WORKFLOW = """\
name: dialer smoke
on: [deployment_status]
jobs:
  smoke:
    runs-on: ubuntu-latest
    env:
      DIALER_URL: https://calls.example.com/api/public/v1
    steps:
      - uses: actions/checkout@v4
      - name: check the dialer
        run: |
          code=$(curl -s -o out.json -w '%{http_code}' "$DIALER_URL/me")
          case "$code" in
            200) echo "ok" ;;
            502) echo "::warning::dialer identity provider unreachable" ;;
            503) echo "::error::dialer public API disabled"; exit 1 ;;
            *) echo "::error::unexpected $code: $(jq -r '.error' out.json)"; exit 1 ;;
          esac
      - name: status page
        run: curl -s https://status.example.net/api/v2/status.json
"""

GITLAB = """\
smoke:
  stage: verify
  script:
    - curl -s -H "x-api-key: $CALLING_KEY" "$CALLING_BASE/api/public/v1/me"
  variables:
    description: "checks the key"
"""


def test_a_workflow_s_run_block_is_read_as_shell(write_tree: WriteTree) -> None:
    root = write_tree({".github/workflows/smoke.yml": WORKFLOW})
    found = {(f.line, f.category) for f in scan([root]).findings}
    assert {
        (7, "v1-base-path"),
        (15, "v1-status-handling"),
        (16, "v1-status-handling"),
        (17, "v1-error-shape"),
    } <= found


def test_the_view_keeps_scripts_in_place_and_blanks_the_rest() -> None:
    view = shell_view(GITLAB)
    assert view is not None
    lines = view.split("\n")
    assert len(view) == len(GITLAB)
    assert lines[3].strip().startswith('curl -s -H "x-api-key')
    assert lines[3].index("curl") == GITLAB.split("\n")[3].index("curl")
    assert lines[0].strip() == lines[5].strip() == ""
    assert shell_view("calls:\n  base: https://calls.example.com/api/public/v1\n") is None


PLAYBOOK = """\
---
- name: Fetch the Dialwave contact lists
  ansible.builtin.uri:
    url: "{{ dialwave_base }}/api/public/v1/contact-lists"
    return_content: true
    status_code: [200, 502]
  register: lists
  retries: 3
  until: lists.status != 502

- name: Stop when the API is switched off (disabled on the server)
  ansible.builtin.fail:
    msg: "Dialwave says: {{ lists.json.error }}"
  when: lists.status == 503

- name: Check the inventory service
  ansible.builtin.uri:
    url: "https://inventory.example.net/api/v1/health"
  register: inventory
  failed_when:
    - inventory.status == 502

- name: Check this host
  ansible.builtin.uri:
    url: "https://{{ inventory_hostname }}/api/v1/health"
    headers:
      X-User-Email: "ansible@example.org"
"""


def test_an_ansible_task_s_conditions_go_where_the_registered_request_went(
    write_tree: WriteTree,
) -> None:
    root = write_tree({"roles/dialwave/tasks/main.yml": PLAYBOOK})
    found = {(f.line, f.category) for f in scan([root]).findings}
    assert {
        (9, "v1-status-handling"),  # until: 502, the task's own request
        (13, "v1-error-shape"),  # {{ lists.json.error }}
        (14, "v1-status-handling"),  # when: 503, registered two tasks up; "disabled" in its name
    } <= found
    # `status_code: [200, 502]` lists the answers the task takes; it branches on none
    assert (6, "v1-status-handling") not in found
    # the inventory check registers another service's answer, and this host's own
    # health check (a templated host, another API's versioned path) is no call to it
    assert not {line for line, _ in found if line >= 16}


def test_findings_in_a_playbook_show_its_own_lines(write_tree: WriteTree) -> None:
    root = write_tree({"main.yml": PLAYBOOK})
    snippets = {f.line: f.snippet for f in scan([root]).findings}
    assert snippets[14] == "when: lists.status == 503"


def test_the_jinja_view_keeps_offsets_and_reads_conditions_as_branches() -> None:
    view = jinja_view(PLAYBOOK)
    assert view is not None
    assert len(view) == len(PLAYBOOK)
    lines = view.split("\n")
    assert lines[1].startswith("if 1:") and lines[1].endswith("#Fetch the Dialwave contact lists")
    assert lines[6].strip() == "lists = task"
    assert lines[8].strip() == "if     lists.status != 502"
    assert lines[12].strip() == "if lists.json.error"
    assert jinja_view(WORKFLOW) is None  # no `register:`: not a playbook


SNOWFLAKE = """\
create or replace procedure ops.push(list_name varchar)
  returns variant
  language python
  handler = 'run'
as
$$
import requests
BASE = "https://calls.example.com/api/public/v1"
def run(session, list_name):
    r = requests.post(f"{BASE}/contact-lists", json={"name": list_name})
    if r.status_code == 502:
        return {"retry": True}
    return {"error": r.json().get("error")}
$$;
"""

POSTGRES = """\
CREATE FUNCTION dialer_me() RETURNS text AS $body$
  const r = plv8.execute("select 1");
  return r.error;
$body$ LANGUAGE plv8;
-- the body of a plain SQL function stays SQL
CREATE FUNCTION one() RETURNS int AS $$ select 1 $$ LANGUAGE sql;
"""


def test_a_stored_procedure_s_python_is_read_as_python(write_tree: WriteTree) -> None:
    root = write_tree({"migrations/V3__push.sql": SNOWFLAKE})
    found = {(f.line, f.category) for f in scan([root]).findings}
    assert {
        (8, "v1-base-path"),
        (10, "v1-endpoint"),
        (11, "v1-status-handling"),
        (13, "v1-error-shape"),
    } <= found


def test_the_procedure_views_keep_offsets_and_take_the_language_from_either_side() -> None:
    python = procedure_views(SNOWFLAKE)["python"]
    assert len(python) == len(SNOWFLAKE)
    assert python.split("\n")[6] == "import requests"
    assert "language python" not in python  # the SQL around the body is blanked
    views = procedure_views(POSTGRES)
    assert set(views) == {"javascript"}  # the plain SQL function has no other language
    assert "return r.error;" in views["javascript"].split("\n")[2]
    assert "select 1 $$" not in views["javascript"]
    assert procedure_views("select 1;") == {}


def test_a_dollar_sign_in_a_comment_opens_no_body(monkeypatch: pytest.MonkeyPatch) -> None:
    """`$$` in a `--` comment, or an unclosed one, is passed over; past MAX_QUOTES dollar
    quotes a file's remaining bodies stay SQL."""
    text = "-- prices are in $$ (dollars)\n" + SNOWFLAKE
    assert "import requests" in procedure_views(text)["python"]
    monkeypatch.setattr(_embedded, "MAX_QUOTES", 1)
    assert procedure_views(text) == {}


ALERT_RULES = """\
groups:
  - name: dialwave
    rules:
      - alert: DialwavePublicApiDisabled
        expr: probe_http_status_code{job="blackbox-dialwave"} == 503
        for: 2m
        annotations:
          summary: "Dialwave public API disabled on the server"
      - alert: DialwaveIdentityProviderDown
        expr: sum(rate(http_client_requests_total{peer="dialwave", code="502"}[5m])) > 0.1
        for: 10m
"""
INGRESS_RULES = """\
groups:
  - name: ingress
    rules:
      - alert: IngressErrors
        expr: sum(rate(nginx_ingress_controller_requests{status="502"}[5m])) > 1
"""


def test_an_alert_rule_on_the_service_s_v1_statuses_is_a_branch(write_tree: WriteTree) -> None:
    """A Prometheus rules file that names the service only by its brand is read once the
    scan knows the brand; its expressions compare statuses like a script."""
    root = write_tree(
        {
            "sync/client.py": 'BASE = "https://api.dialwave.io/api/public/v1"\n',
            "monitoring/rules/dialwave.rules.yml": ALERT_RULES,
            "monitoring/rules/ingress.rules.yml": INGRESS_RULES,
        }
    )
    found = {(f.path, f.line, f.category) for f in scan([root]).findings}
    assert {f for f in found if f[0].startswith("monitoring/")} == {
        ("monitoring/rules/dialwave.rules.yml", 5, "v1-status-handling"),
        ("monitoring/rules/dialwave.rules.yml", 10, "v1-status-handling"),
    }


RETOOL_APP = """\
{
  "queries": [
    { "id": "lists", "url": "https://api.ringvale.com/api/public/v1/contact-lists" }
  ],
  "jsQueries": [
    {
      "id": "showError",
      "code": [
        "const status = res && res.statusCode;",
        "if (status === 404 && res.data.error === 'user not found') { notify(); return; }",
        "notify({ description: res.data.error });"
      ]
    }
  ],
  "labels": { "code": "if (status === 502) return;" }
}
"""


def test_a_json_export_s_code_strings_are_read_as_javascript(write_tree: WriteTree) -> None:
    """A Retool app's `"code": [...]` lines read the answer of the app's own v1 request; a
    one-string `"code"` elsewhere is read too, and so is n8n's escaped `jsCode`."""
    n8n = (
        '{"nodes": [{"parameters": {"url": "https://api.ringvale.com/api/public/v1/me"}},\n'
        ' {"parameters": {"jsCode": "const r = $input.first().json;\\nif (r.statusCode'
        ' === 502) { return [] }\\nreturn [{ json: { msg: r.body.error } }];"}}]}\n'
    )
    root = write_tree({"retool/app.json": RETOOL_APP, "n8n/sync.json": n8n})
    found = {(f.path, f.line, f.category) for f in scan([root]).findings}
    assert ("retool/app.json", 10, "v1-status-handling") in found
    assert ("retool/app.json", 10, "v1-error-shape") in found
    assert ("retool/app.json", 11, "v1-error-shape") in found
    assert ("retool/app.json", 15, "v1-status-handling") in found
    assert ("n8n/sync.json", 2, "v1-status-handling") in found
    assert ("n8n/sync.json", 2, "v1-error-shape") in found


def test_the_json_code_view_keeps_offsets_and_blanks_the_data() -> None:
    text = '{"name": "x", "exec": ["pm.test(\\"ok\\", () => 1);", "x()"], "code": "a\\nb"}\n'
    view = _embedded.json_code_view(text)
    assert view is not None
    assert len(view) == len(text)
    assert view.split() == ["pm.test(", '"ok', '",', "()", "=>", "1);", "x()", "a", "b"]
    assert _embedded.json_code_view('{"name": "no code here"}') is None


def test_a_mule_flow_s_dataweave_is_read_as_code(write_tree: WriteTree) -> None:
    flow = (
        '<flow name="push">\n'
        '  <http:request method="POST" path="/api/public/v1/contact-lists" config-ref="D"/>\n'
        "  <error-handler>\n"
        "    <on-error-continue when=\"#[error.errorMessage.payload.error == 'user not found']\">\n"
        '      <logger message="#[payload.error]"/>\n'
        "    </on-error-continue>\n"
        "  </error-handler>\n"
        "</flow>\n"
    )
    root = write_tree({"mule/dialer-sync.xml": flow})
    found = {(f.line, f.category) for f in scan([root]).findings}
    assert (4, "v1-error-shape") in found
    view = _embedded.xml_expression_view(flow)
    assert view is not None
    assert len(view) == len(flow)
    assert view.split() == [
        "error.errorMessage.payload.error",
        "==",
        "'user",
        "not",
        "found'",
        "payload.error",
    ]


def test_a_comment_in_an_exported_script_ends_with_its_line(write_tree: WriteTree) -> None:
    """n8n's `jsCode` is one JSON string: a `//` comment on its first line leaves the lines
    after it code; a plain data `"code"` is not code at all."""
    code = (
        "// call the dialer\\nconst r = await fetch('https://api.ringvale.com/api/public/v1/me');"
        "\\nif (r.status === 502) { return [] }"
    )
    text = '{"nodes": [{"parameters": {"jsCode": "' + code + '"}}], "meta": {"code": "US"}}\n'
    root = write_tree({"n8n/flow.json": text})
    found = {(f.line, f.category) for f in scan([root]).findings}
    assert (1, "v1-status-handling") in found
    assert _embedded.json_code_view('{"code": "status == 502"}') is None


def test_a_multi_line_dataweave_expression_is_kept_whole() -> None:
    flow = "<choice><when expression=\"#[\n  payload.error == 'user not found'\n]\">\n"
    view = _embedded.xml_expression_view(flow)
    assert view is not None
    assert "payload.error == 'user not found'" in view


def test_the_embedded_code_views_keep_to_their_bounds(monkeypatch: pytest.MonkeyPatch) -> None:
    """At most MAX_CODE_STRINGS code strings and MAX_EXPRESSIONS expressions a file, each
    expression at most MAX_EXPRESSION characters and a script MAX_SCRIPT: the rest is read
    as data only."""
    monkeypatch.setattr(_embedded, "MAX_CODE_STRINGS", 2)
    export = '{"exec": ["a();", "b();", "c();"]}'
    view = _embedded.json_code_view(export)
    assert view is not None
    assert view.split() == ["a();", "b();"]
    monkeypatch.setattr(_embedded, "MAX_EXPRESSIONS", 1)
    monkeypatch.setattr(_embedded, "MAX_EXPRESSION", 5)
    flow = '<a x="#[payload.error]"/><b y="#[other]"/>'
    view = _embedded.xml_expression_view(flow)
    assert view is not None
    assert view.split() == ["paylo"]
    monkeypatch.setattr(_embedded, "MAX_SCRIPT", 4)
    view = _embedded.xml_expression_view("<t><![CDATA[%dw 2.0 output application/json]]></t>")
    assert view is not None
    assert view.split() == ["%dw"]


def test_other_apis_hosts_are_looked_for_a_bounded_number_of_times(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from callbridge.scanner import _names

    text = " ".join(f"https://api.vendor{n}.com/v1" for n in range(5))
    assert len(_names.api_hosts(text)) == 5
    monkeypatch.setattr(_names, "MAX_API_HOSTS", 2)
    assert _names.api_hosts(text) == {"api.vendor0.com", "api.vendor1.com"}
