"""Which service a header, a status check or an error read is about.

`x-api-key`, 502/503/404 handling and flat error reads are v1 habits only when the code
talks to the calling service. The block around the code decides (the method that makes
the request), then the callers of a helper with no destination of its own, then the
file.
"""

from __future__ import annotations

import pytest
from scanner_samples import WriteTree, found_in

from callbridge.scanner import scan


def _found(write_tree: WriteTree, name: str, code: str) -> list[tuple[int, str]]:
    root = write_tree({name: code})
    return [(f.line, f.category) for f in scan([root]).findings]


def test_a_status_check_belongs_to_the_method_that_calls_the_service(
    write_tree: WriteTree,
) -> None:
    code = """\
const ROOT = process.env.CALLING_HOST + '/api/public/v1';
const PRESENCE = 'http://presence.internal/v1/agents';

export class Calls {
  async rename(id: number) {
    const res = await fetch(`${ROOT}/lists/${id}`, { method: 'PUT' });
    if (!res.ok) {
      switch (res.status) {
        case 502:
          throw new Error('identity provider unreachable');
      }
    }
  }

  async agents() {
    return fetch(PRESENCE);
  }
}
"""
    assert (9, "v1-status-handling") in _found(write_tree, "calls.ts", code)


def test_a_helper_goes_where_its_callers_go(write_tree: WriteTree) -> None:
    code = """\
class CallingClient
  ROOT = "https://calls.acme.io/api/public/v1"
  TRACK = "https://api.segment.example/v1/track"

  def rename(id)
    handle(@conn.put("contact-lists/#{id}"))
  end

  def track(event)
    Faraday.post(TRACK, event)
  end

  def handle(resp)
    case resp.status
    when 502 then raise IdentityProviderDown
    end
  end
end
"""
    assert (15, "v1-status-handling") in _found(write_tree, "client.rb", code)


def test_another_vendors_header_in_its_own_method_is_not_a_finding(
    write_tree: WriteTree,
) -> None:
    code = """\
<?php
final class Client
{
    public function __construct()
    {
        $this->http = new Http(['base_uri' => 'https://calls.acme.io/api/public/v2/']);
    }

    public function rename(int $id): array
    {
        $res = $this->http->put("lists/{$id}", ['json' => []]);
        return json_decode((string) $res->getBody(), true);
    }

    public static function geocode(Http $geo, string $address): array
    {
        $res = $geo->get('https://geo.example-maps.com/v1/geocode', [
            'headers' => ['x-api-key' => getenv('GEO_API_KEY')],
        ]);
        return json_decode((string) $res->getBody(), true);
    }
}
"""
    assert _found(write_tree, "Client.php", code) == []


def test_a_typed_field_carries_its_url_to_every_use(write_tree: WriteTree) -> None:
    code = """\
public sealed class Exporter
{
    private readonly RestClient _calling = new("https://calls.acme.io/api/public/v2");
    private readonly RestClient _weather = new("https://api.weather.example.com/v1");

    public async Task Summary()
    {
        var request = new RestRequest("analytics/summary");
        request.AddHeader("x-api-key", Key);
        await _calling.ExecuteGetAsync(request);
    }

    public async Task Forecast()
    {
        var request = new RestRequest("forecast");
        request.AddHeader("X-Api-Key", WeatherKey);
        await _weather.ExecuteGetAsync(request);
    }
}
"""
    assert _found(write_tree, "Exporter.cs", code) == [(9, "v1-api-key-header")]


def test_the_service_named_in_prose_is_weak_evidence(write_tree: WriteTree) -> None:
    code = """\
openapi: 3.1.0
servers:
  - url: https://scheduler.internal.acme.io/v1
paths:
  /campaigns/{id}/lists:
    get:
      description: Calling Service list ids attached to the campaign.
components:
  securitySchemes:
    schedulerKey:
      type: apiKey
      in: header
      name: x-api-key
"""
    assert _found(write_tree, "openapi.yaml", code) == []


def test_a_bare_version_label_does_not_join_another_files_template(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "client.py": 'URL = f"{HOST}/api/public/{version}/me"\n',
            "deploy.yaml": "metadata:\n  labels:\n    version: v1\n",
        }
    )
    assert scan([root]).findings == []


def test_a_version_joins_templates_its_own_file_or_configuration_can_feed(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            # settings read CALLING_API_VERSION from the environment as api_version
            "app/settings.py": 'BASE = f"{self.host}/api/public/{self.api_version}"\n',
            ".env.example": "CALLING_API_VERSION=v1\n",
            # a Go package's own const feeds its own template, not the Python one
            "calling/client.go": 'const apiVersion = "v1"\nvar base = fmt.Sprintf("%s/api/public/%s", host, apiVersion)\n',
            "weather/client.go": 'const apiVersion = "v1"\nvar base = fmt.Sprintf("https://weather.example/%s", apiVersion)\n',
        }
    )
    found = {(f.path, f.line) for f in scan([root]).findings}
    assert found == {(".env.example", 1), ("calling/client.go", 1)}


def test_a_service_name_alone_wakes_the_rules_that_need_the_service(
    write_tree: WriteTree,
) -> None:
    code = """\
const headers = { Authorization: `Bearer ${process.env.CALLING_SHARED_KEY}` };
async function me(host) {
  const res = await fetch(host + "/me", { headers });
  if (res.status === 502) return null;
  return res.json();
}
"""
    assert _found(write_tree, "me.js", code) == [(4, "v1-status-handling")]


def test_a_macro_names_another_service_for_the_code_that_uses_it(write_tree: WriteTree) -> None:
    code = """\
-define(CALLS_BASE, "https://calls.example.com/api/public/v1").
-define(METRICS_URL, "https://metrics.acme.example/api/v1/push").

fetch(Key) ->
    httpc:request(get, {?CALLS_BASE ++ "/me", [{"x-api-key", Key}]}, [], []).

push_metrics(Payload) ->
    Hdrs = [{"x-api-key", os:getenv("METRICS_KEY", "")}],
    httpc:request(post, {?METRICS_URL, Hdrs, "application/json", Payload}, [], []).
"""
    assert _found(write_tree, "calls.erl", code) == [
        (1, "v1-base-path"),
        (5, "v1-api-key-header"),
    ]


def test_a_request_by_relative_url_goes_to_the_apps_own_backend(write_tree: WriteTree) -> None:
    code = """\
const calling = axios.create({ baseURL: 'https://calls.example.net/api/public/v2' })

export async function load(session) {
  const lists = await calling.get('/lists')
  const pref = await axios.get('/api/preferences/last-list', {
    headers: { 'X-User-Email': session.email },
  })
  return [lists, pref]
}
"""
    assert _found(write_tree, "picker.js", code) == []


def test_a_settings_row_of_another_service_beside_the_services_rows(
    write_tree: WriteTree,
) -> None:
    code = """\
INSERT INTO settings (namespace, setting_key, value) VALUES
    ('calling', 'base_url',    'https://calls.example.com/api/public/v2'),
    ('calling', 'timeout_ms',  '15000');

INSERT INTO settings (namespace, setting_key, value) VALUES
    ('stripe',  'base_url',    'https://api.stripe.com/v1'),
    ('ses',     'lists_url',   'https://email.us-east-1.amazonaws.com/v2/email/contact-lists'),
    ('geo',     'auth_header', 'x-api-key');
"""
    assert _found(write_tree, "V12__settings.sql", code) == []


def test_a_shell_function_about_another_service_by_its_names(write_tree: WriteTree) -> None:
    code = """\
CALLING_API_URL="${CALLING_API_URL:-https://calls.example.com/api/public/v2}"

notify() {
  status=$(curl -s -o /dev/null -w '%{http_code}' -X POST "$SLACK_WEBHOOK")
  case "$status" in
    502|503) echo "slack unavailable, ignoring" >&2 ;;
  esac
}
"""
    assert _found(write_tree, "push.sh", code) == []


def test_xml_namespaces_are_not_destinations(write_tree: WriteTree) -> None:
    code = """\
<beans xmlns="http://www.springframework.org/schema/beans"
       xsi:schemaLocation="
         http://www.springframework.org/schema/beans http://www.springframework.org/schema/beans/spring-beans.xsd">
    <bean class="com.acme.HeaderInterceptor">
        <constructor-arg name="headerName" value="X-API-Key"/>
    </bean>
    <bean id="callingClient" class="com.acme.CallingClient">
        <property name="baseUrl" value="https://calls.example.net/api/public/v2"/>
    </bean>
</beans>
"""
    assert _found(write_tree, "context.xml", code) == [(5, "v1-api-key-header")]


def test_the_services_product_name_counts_in_another_file(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "config.py": 'DIALWAVE_BASE = "https://api.dialwave.io/api/public/v2"\n'
            'BILLING = "https://billing.acme.example/v1"\n',
            "auth.kt": """\
// Adds the acting user to every request of the reminders client.
object DialwaveAuth {
    fun headers(email: String) = mapOf("x-user-email" to email)
}
""",
            "portal.kt": """\
// Never call Dialwave from here: this is the portal's own client.
object PortalAuth {
    fun headers(email: String) = mapOf("x-user-email" to email)
}
""",
        }
    )
    assert [(f.path, f.line, f.category) for f in scan([root]).findings] == [
        ("auth.kt", 3, "acting-user-header")
    ]


JOINED_TO_OTHER_APIS = {
    # `$MP_API/contact-lists`, where MP_API holds another API's versioned URL, is that
    # API's endpoint; the same path on a name holding the service's base path is v1's
    "sync.sh": (
        'MP_API="https://api.mailpost.io/v1"\n'
        'RL_BASE="https://api.ringleaf.io/api/public/v1"\n'
        'curl -X POST "$MP_API/contact-lists/$LIST_ID/contacts" -d @audience.json\n'
        'curl -H "x-api-key: $RL_KEY" "$RL_BASE/contact-lists?limit=1"\n',
        (4, "v1-endpoint"),
        3,
    ),
    # Make's `NAME ?= value` binds a name too
    "Makefile": (
        "RINGLEAF_API ?= https://api.ringleaf.io/api/public/v1\n"
        "GATEWAY      ?= https://gw.northwind.internal/v1\n"
        "smoke:\n"
        '\t@curl -fsS -H "x-api-key: $$RINGLEAF_KEY" "$(RINGLEAF_API)/me"\n'
        '\t@curl -fsS -H "X-Api-Key: $$GATEWAY_KEY" "$(GATEWAY)/ping"\n',
        (4, "v1-api-key-header"),
        5,
    ),
}


@pytest.mark.parametrize("name", sorted(JOINED_TO_OTHER_APIS))
def test_a_request_on_a_name_holding_another_api_s_url_is_that_api_s(
    write_tree: WriteTree, name: str
) -> None:
    code, service_finding, other_line = JOINED_TO_OTHER_APIS[name]
    found = _found(write_tree, name, code)
    assert service_finding in found
    assert [line for line, _ in found if line == other_line] == []


def test_a_vendor_s_client_in_a_folder_of_its_name_is_the_vendor_s(write_tree: WriteTree) -> None:
    """The email provider's host is seen only in a settings module's default, without the
    base path; its client in `integrations/mailwave/` keeps its paths, key header and error
    reads to itself."""
    root = write_tree(
        {
            "web/settings.py": (
                'DIALER_BASE = env("DIALER_BASE", default="https://api.dialwise.com/api/public/v1")\n'
            ),
            "web/base.py": (
                'CALLING_API_KEY = env("CALLING_API_KEY")\n'
                'MAILWAVE = {"BASE_URL": env("MAILWAVE_URL", default="https://api.mailwave.io/v1")}\n'
            ),
            "web/integrations/mailwave/client.py": (
                "class MailwaveClient:\n"
                "    def __init__(self, cfg):\n"
                '        self.session.headers["x-api-key"] = cfg["API_KEY"]\n'
                "\n"
                "    def lists(self):\n"
                '        return self._call("GET", "/contact-lists")\n'
            ),
        }
    )
    found = {f for f in found_in(root) if f[0] == "web/integrations/mailwave/client.py"}
    assert found == set()
