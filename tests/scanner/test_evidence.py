"""Evidence that code belongs to the service's client when its own file does not say so.

Error types and models often live beside the client in files that name nothing of the
service; helpers for other vendors often share a module with it. These tests pin down which
of them count: a type or function the client uses, code that names the service's product,
and not the rest.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from scanner_samples import WriteTree

from callbridge.scanner import scan
from callbridge.scanner._context import SERVICE, UNKNOWN, find_destinations
from callbridge.scanner._lexer import STRING, lex
from callbridge.scanner._names import Known, brand_words, other_brands

CLIENT_GO = """\
package dialer

import "github.com/go-resty/resty/v2"

const defaultBaseURL = "https://calls.example.com/api/public/v1"

func (c *Client) Lists() error {
	resp, err := c.http.R().SetError(&apiError{}).Get("/contact-lists")
	if err != nil {
		return err
	}
	return mapError(resp)
}
"""

ERRORS_GO = """\
package dialer

import (
	"errors"
	"net/http"
)

var ErrAPIDisabled = errors.New("dialer: public API disabled")

func mapError(resp *resty.Response) error {
	switch resp.StatusCode() {
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	}
	return nil
}

type apiError struct {
	Error string `json:"error"`
}

// what the SSO provider answers from /oauth/token
type oauthError struct {
	Error string `json:"error"`
}
"""


def _found(root: Path) -> list[tuple[str, int, str]]:
    return [(f.path, f.line, f.category) for f in scan([root]).findings]


def test_error_types_beside_the_client_count_when_the_client_uses_them(
    write_tree: WriteTree,
) -> None:
    root = write_tree({"dialer/client.go": CLIENT_GO, "dialer/errors.go": ERRORS_GO})
    in_errors = [(line, category) for path, line, category in _found(root) if "errors" in path]
    # mapError's 503 "disabled" branch and apiError's string field; not oauthError's
    assert in_errors == [(12, "v1-status-handling"), (19, "v1-error-shape")]


def test_the_same_file_without_a_client_beside_it_is_not_read_as_one(
    write_tree: WriteTree,
) -> None:
    root = write_tree({"dialer/client.go": CLIENT_GO, "shared/errors.go": ERRORS_GO})
    assert [f for f in _found(root) if f[0].startswith("shared/")] == []


def test_a_helper_for_another_vendor_in_the_client_s_module_is_not_the_client_s(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "settings.py": 'RINGLANE_URL = "https://api.ringlane.io/api/public/v1"\n',
            "session.py": """\
import requests
from django.conf import settings


class RinglaneSession(requests.Session):
    def fetch(self, path):
        resp = self.get(settings.RINGLANE["BASE"] + path)
        if resp.status_code in (502, 429):
            return None
        return resp


class EnrichmentSession(requests.Session):
    def person(self, email):
        resp = self.get(settings.ENRICHMENT["BASE"] + "/person")
        if resp.status_code in (502, 503):
            return {}
        return resp.json()
""",
        }
    )
    assert _found(root) == [
        ("session.py", 8, "v1-status-handling"),
        ("settings.py", 1, "v1-base-path"),
    ]


def test_an_instance_for_the_app_s_own_backend_is_another_destination(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "http.ts": """\
import axios from 'axios';

export const api = axios.create({ baseURL: '/bff', timeout: 15_000 });

api.interceptors.request.use((config) => {
  config.headers.set('X-User-Email', session.user.email);
  return config;
});

const GATEWAY =
  import.meta.env.VITE_GATEWAY ?? 'https://gateway.acme-sales.net/ringlane';

export const dialer = axios.create({
  baseURL: `${GATEWAY}/api/public/v1`,
});

dialer.interceptors.request.use((config) => {
  config.headers['X-User-Email'] = session.user.email;
  return config;
});
""",
        }
    )
    assert ("http.ts", 6, "acting-user-header") not in _found(root)
    assert ("http.ts", 18, "acting-user-header") in _found(root)


def test_an_object_key_is_not_a_use_of_the_variable_of_that_name(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "ky-client.ts": """\
import ky from 'ky';

const CALLS_PREFIX =
  process.env.CALLS_PREFIX ?? 'http://calls-proxy.svc.cluster.local/api/public/v1/';

export const calls = ky.create({
  prefixUrl: CALLS_PREFIX,
  headers: { 'x-api-key': process.env.CALLS_KEY ?? '' },
  retry: { limit: 4, statusCodes: [408, 429, 502] },
});

export const geo = ky.create({
  prefixUrl: 'https://api.geoapify.com/v1/',
  headers: { 'x-api-key': process.env.GEOAPIFY_KEY ?? '' },
});
""",
        }
    )
    found = _found(root)
    assert ("ky-client.ts", 8, "v1-api-key-header") in found
    assert ("ky-client.ts", 9, "v1-status-handling") in found
    assert ("ky-client.ts", 14, "v1-api-key-header") not in found


def test_a_case_on_a_status_goes_where_the_request_that_set_it_went(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "smoke.sh": """\
#!/usr/bin/env bash
BASE="${CALLING_BASE_URL:-https://calls.example.com/api/public/v1}"
tmp="$(mktemp)"
status=$(curl -s -o "$tmp" -w '%{http_code}' \\
  "${BASE}/contact-lists?limit=1")

case "$status" in
  200)
    echo "ok"
    ;;
  *)
    echo "unexpected ${status}: $(jq -r '.error' "$tmp")" >&2
    exit 1
    ;;
esac

# our own status page, informational
curl -s "https://status.example.net/api/v2/status.json" | jq -r '.status.description'
""",
        }
    )
    assert ("smoke.sh", 12, "v1-error-shape") in _found(root)


def test_a_header_constant_counts_where_the_client_sends_it_to_the_service(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "calling/headers.rs": """\
/// Header names shared by the outbound clients.
pub const LEGACY_KEY_HEADER: &str = "X-API-KEY";

/// The telematics uploader's gateway key (another vendor).
pub const TELEMATICS_KEY_HEADER: &str = "x-api-key";
""",
            "calling/client.rs": """\
use super::headers::{LEGACY_KEY_HEADER, TELEMATICS_KEY_HEADER};

const DEFAULT_BASE: &str = "https://calls.example.com/api/public/v1";
const TELEMETRY_URL: &str = "https://ingest.telematics.example.net/v1/pings";

pub fn lists(agent: &ureq::Agent, key: &str) -> Result<String, ureq::Error> {
    agent
        .get(&format!("{DEFAULT_BASE}/contact-lists"))
        .set(LEGACY_KEY_HEADER, key)
        .call()?
        .into_string()
}

pub fn upload_ping(agent: &ureq::Agent, key: &str, json: &str) -> Result<(), ureq::Error> {
    agent
        .post(TELEMETRY_URL)
        .set(TELEMATICS_KEY_HEADER, key)
        .send_string(json)?;
    Ok(())
}
""",
        }
    )
    in_headers = [f for f in _found(root) if f[0] == "calling/headers.rs"]
    assert in_headers == [("calling/headers.rs", 2, "v1-api-key-header")]


def test_a_type_goes_where_its_values_are_read_and_an_if_where_its_response_came_from(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "client.rs": """\
const DEFAULT_BASE: &str = "https://calls.example.com/api/public/v1";
const RETRIES: u32 = 3;
const TIMEOUT_SECONDS: u64 = 10;
const USER_AGENT: &str = "tracker/2.1";
const TELEMETRY_URL: &str = "https://ingest.telematics.example.net/v1/pings";

#[derive(Deserialize)]
struct ApiError {
    error: String,
}

#[derive(Deserialize)]
struct ListView {
    id: u64,
    name: String,
    group_name: Option<String>,
    contacts_count: u64,
}

pub fn lists(agent: &ureq::Agent) -> Result<String, String> {
    let resp = agent.get(&format!("{DEFAULT_BASE}/contact-lists")).call();
    match resp {
        Ok(r) => Ok(r.into_string().unwrap_or_default()),
        Err(ureq::Error::Status(_, r)) => {
            let e: ApiError = r.into_json().map_err(|x| x.to_string())?;
            Err(e.error)
        }
        Err(x) => Err(x.to_string()),
    }
}

pub fn ping(agent: &ureq::Agent) {
    let _ = agent.post(TELEMETRY_URL).send_string("ok");
}
""",
            "main.go": """\
package main

var baseURL = flag.String("base", "https://calls.example.com/api/public/v1", "")

func main() {
	req, _ := http.NewRequest("POST", *baseURL+"/contact-lists", nil)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	resp, _ := http.DefaultClient.Do(req)
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var m map[string]interface{}
	_ = json.Unmarshal(raw, &m)
	log.Printf("status %d", resp.StatusCode)
	if resp.StatusCode >= 300 {
		if msg, ok := m["error"].(string); ok {
			log.Fatalf("rejected: %s", msg)
		}
	}
	// the metrics pushgateway answers {"error": "..."} on bad input
	_, _ = http.Post("http://pushgateway.monitoring:9091/metrics/job/sync", "text/plain", nil)
}
""",
        }
    )
    found = _found(root)
    assert ("client.rs", 9, "v1-error-shape") in found
    assert ("main.go", 16, "v1-error-shape") in found


def test_the_modules_a_client_imports_are_its_helpers(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "src/dialer/DialerClient.ts": """\
import { createOutboundHttp } from '../lib/http';

export class DialerClient {
  private readonly http = createOutboundHttp();

  lists() {
    return this.http.get('/contact-lists');
  }
}
""",
            "src/lib/http.ts": """\
import axios from 'axios';
import { LEGACY_KEY_HEADER } from './headers';

export function createOutboundHttp() {
  const http = axios.create({ baseURL: process.env.OUTBOUND_API_URL });
  http.defaults.headers.common[LEGACY_KEY_HEADER] = process.env.OUTBOUND_KEY ?? '';
  return http;
}
""",
            "src/lib/headers.ts": """\
// Header names used by our outbound HTTP helpers.
export const LEGACY_KEY_HEADER = 'X-Api-Key';
export const UNUSED_PARTNER_HEADER = 'x-api-key';
""",
            "src/other/headers.ts": """\
// A partner integration nobody imports from the dialer.
export const PARTNER_KEY_HEADER = 'X-Api-Key';
""",
        }
    )
    found = _found(root)
    assert ("src/lib/headers.ts", 2, "v1-api-key-header") in found
    assert not [f for f in found if f[0] == "src/other/headers.ts" or f[1] == 3]


def test_a_client_whose_base_path_has_a_version_slot_makes_its_imports_helpers(
    write_tree: WriteTree,
) -> None:
    """`/api/public/${VERSION}` (the version from the environment, 'v1' by default) is the
    client's base path: the error schema it imports from a module of its own is v1's
    flat shape, while the app's own error schema beside it is nobody's v1."""
    root = write_tree(
        {
            "web/src/lib/dialer.ts": """\
import { dialerErrorSchema } from './schemas';

const VERSION = process.env.DIALER_API_VERSION ?? 'v1';
const BASE_URL = `${process.env.DIALER_HOST}/api/public/${VERSION}`;

export async function dialerFetch(path: string) {
  const res = await fetch(`${BASE_URL}${path}`);
  const parsed = dialerErrorSchema.safeParse(await res.json());
  return parsed.success ? parsed.data.error : res.statusText;
}
""",
            "web/src/lib/schemas.ts": """\
import { z } from 'zod';

export const dialerErrorSchema = z.object({
  error: z.string(),
});
""",
            "web/src/other/schemas.ts": """\
import { z } from 'zod';

export const ownErrorSchema = z.object({
  error: z.string(),
});
""",
        }
    )
    found = _found(root)
    assert ("web/src/lib/schemas.ts", 4, "v1-error-shape") in found
    assert not [f for f in found if f[0] == "web/src/other/schemas.ts"]


def test_a_method_of_an_error_type_the_client_builds_is_the_client_s(
    write_tree: WriteTree,
) -> None:
    """The client builds `DialerError::from($res)`; the error type's `userMissing()` and
    `transient()`, called from elsewhere, classify the service's errors. A method of another
    client's class beside it (`CrmClient`, which the client also builds) is not the
    service's."""
    root = write_tree(
        {
            "app/Dialer/Dialer.php": """\
<?php
class Dialer
{
    public function lists(): array
    {
        $res = Http::get(config('dialer.url').'/contact-lists');
        if ($res->failed()) {
            throw new DialerException(DialerError::from($res), new CrmClient());
        }
        return $res->json();
    }
}
""",
            "app/Dialer/DialerError.php": """\
<?php
final class DialerError
{
    public static function from($response): self { return new self($response->status()); }

    public function userMissing(): bool
    {
        return $this->status === 404 && str_contains($this->message, 'user not found');
    }

    public function transient(): bool
    {
        return in_array($this->status, [429, 502], true);
    }
}

final class CrmRetry
{
    public function again(DialerError $cause): bool
    {
        return in_array($this->crmStatus, [502, 503], true);
    }
}
""",
            "app/Dialer/CrmClient.php": """\
<?php
final class CrmClient
{
    public function owner(): string
    {
        $res = Http::get(config('crm.url').'/owners/me');
        if (in_array($res->status(), [502, 503], true)) {
            throw new CrmUnavailable();
        }
        return $res->json('email');
    }
}
""",
        }
    )
    found = _found(root)
    assert ("app/Dialer/DialerError.php", 8, "v1-status-handling") in found
    assert ("app/Dialer/DialerError.php", 13, "v1-status-handling") in found
    assert not [f for f in found if f[0] == "app/Dialer/CrmClient.php"]
    # a class below the error type that merely names it is not the error type
    assert ("app/Dialer/DialerError.php", 21, "v1-status-handling") not in found


def test_a_module_level_retry_list_read_by_what_the_client_calls(write_tree: WriteTree) -> None:
    """Go's `var transientStatuses = []int{...}` in `retry.go`, read by the `withRetry` the
    client calls, is the client's list; a module-level options object above a function
    (k6's `export const options = {...}`) says nothing of the code below it."""
    root = write_tree(
        {
            "upstream/client.go": """\
package upstream

func (c *Client) Lists() error {
\treturn withRetry(func() (int, error) { return c.get("/contact-lists") })
}
""",
            "upstream/retry.go": """\
package upstream

var transientStatuses = []int{http.StatusTooManyRequests, http.StatusBadGateway}

func withRetry(fn func() (int, error)) error {
\tcode, err := fn()
\tif slices.Contains(transientStatuses, code) {
\t\treturn err
\t}
\treturn nil
}
""",
            "k6/lists.js": """\
import http from 'k6/http';
export const options = { vus: 5 };
export default function () {
  http.get(`${__ENV.DIALER}/contact-lists`);
}
""",
            "k6/search.js": """\
import http from 'k6/http';
export const options = { vus: 25 };
export default function () {
  const res = http.get(`${__ENV.SEARCH}/listings`);
  check(res, { 'no gateway errors': (r) => r.status !== 502 });
}
""",
        }
    )
    found = _found(root)
    assert ("upstream/retry.go", 3, "v1-status-handling") in found
    assert not [f for f in found if f[0] == "k6/search.js"]


def test_the_modules_a_test_beside_the_client_s_test_imports_are_not_helpers(
    write_tree: WriteTree,
) -> None:
    """A test beside the service client's test tests whatever it imports: a gateway
    client for another team's API is not the service's helper."""
    root = write_tree(
        {
            "sync/tests/test_dialer_client.py": (
                'BASE = "https://api.dialwise.com/api/public/v1"\n'
                "def test_lists(respx_mock):\n"
                '    respx_mock.get(f"{BASE}/me")\n'
            ),
            "sync/tests/test_quotes.py": (
                "from app.integrations.quotes import fetch_quote\n"
                "async def test_quote():\n"
                '    assert await fetch_quote("Q-1") == {}\n'
            ),
            "sync/app/integrations/quotes.py": (
                "import httpx\n"
                "async def fetch_quote(number):\n"
                "    async with httpx.AsyncClient(base_url=settings.quotes_url) as client:\n"
                '        resp = await client.get(f"/quotes/{number}",\n'
                '            headers={"x-api-key": settings.quotes_key})\n'
                "        body = resp.json()\n"
                '        raise RuntimeError(body["error"])\n'
            ),
        }
    )
    assert not [f for f in _found(root) if f[0] == "sync/app/integrations/quotes.py"]


def test_a_terraform_variable_s_default_version_feeding_the_base_path(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "main.tf": """\
variable "dialer_api_version" {
  type    = string
  default = "v1"
}

variable "region" {
  type    = string
  default = "v1"
}

locals {
  dialer_host = "https://calls.example.com"
  dialer_url  = "${local.dialer_host}/api/public/${var.dialer_api_version}"
}
""",
        }
    )
    assert [(f.line, f.category) for f in scan([root]).findings] == [(3, "v1-base-path")]


def test_a_function_s_local_variable_is_not_another_function_s(write_tree: WriteTree) -> None:
    """PowerShell module: `$uri` goes to the service in one function and to SES in the
    next; the switch on the first call's status is the service's."""
    root = write_tree(
        {
            "CallOps.psm1": """\
function Get-VoxContactList {
    param([string]$UserEmail, [int]$Id)
    $uri = if ($Id) { "$script:VoxBase/contact-lists/$Id" } else { "$script:VoxBase/contact-lists" }
    try {
        Invoke-RestMethod -Uri $uri -Method Get
    }
    catch {
        $status = $_.Exception.Response.StatusCode.value__
        switch ($status) {
            404 { Write-Warning "VoxLine user $UserEmail not found" }
            502 { Write-Warning 'VoxLine identity provider unreachable, retry later' }
        }
    }
}

function Get-SesContactList {
    param([string]$ListName)
    $uri = "https://email.eu-west-1.amazonaws.com/v2/email/contact-lists/$ListName"
    Invoke-RestMethod -Uri $uri -Method Get
}
""",
            "receive.sh": """\
#!/usr/bin/env bash
# CGI receiver for the dialer's legacy webhooks
given="${HTTP_X_TELEQ_SIGNATURE:-}"
expected=$(printf '%s' "$body" | openssl dgst -sha256 -hmac "$SECRET" | cut -d' ' -f2)
[ "$given" = "$expected" ] || exit 1
curl -s "$TELEQ_BASE/api/public/v1/contact-lists" >/dev/null
""",
        }
    )
    found = _found(root)
    assert ("CallOps.psm1", 10, "v1-status-handling") in found
    assert ("CallOps.psm1", 11, "v1-status-handling") in found
    assert ("receive.sh", 3, "v1-webhook-verifier") in found


ENDPOINT_SWIFT = """\
enum RinglaneEndpoint {
    case lists

    static let host = "https://dialer.ringlane.io"
    static let apiVersion = "v1"

    var path: String { "/api/public/\\(Self.apiVersion)/contact-lists" }
    var url: URL { URL(string: Self.host + path)! }
}
"""

CLIENT_SWIFT = """\
final class APIClient {
    func send(_ endpoint: RinglaneEndpoint) async throws -> Data {
        var req = URLRequest(url: endpoint.url)
        req.setValue(config.ringlaneKey, forHTTPHeaderField: "X-Api-Key")
        let (data, _) = try await URLSession.shared.data(for: req)
        return data
    }
}

struct OwnBackend {
    let baseURL = URL(string: "https://api.dialwise.app")!

    func adapt(_ request: inout URLRequest) {
        request.setValue(token, forHTTPHeaderField: "X-Api-Key")
    }
}
"""

ERROR_BODY_SWIFT = """\
struct RinglaneErrorBody: Decodable {
    let error: String
}
"""


def test_code_that_names_the_service_s_product_goes_to_the_service(
    write_tree: WriteTree,
) -> None:
    # The host sits beside a relative base path in the endpoint file, so `ringlane` is the
    # product; the client names it (`RinglaneEndpoint`, `config.ringlaneKey`) and sends the
    # key there, while the app's own backend in the same file gets its own header.
    root = write_tree(
        {
            "App/Networking/Endpoint.swift": ENDPOINT_SWIFT,
            "App/Networking/APIClient.swift": CLIENT_SWIFT,
            "App/Networking/Models/RinglaneErrorBody.swift": ERROR_BODY_SWIFT,
        }
    )
    found = _found(root)
    assert ("App/Networking/APIClient.swift", 4, "v1-api-key-header") in found
    assert ("App/Networking/APIClient.swift", 14, "v1-api-key-header") not in found
    # a file named after the product, in a folder of its own, is read as the client's
    assert ("App/Networking/Models/RinglaneErrorBody.swift", 2, "v1-error-shape") in found


def test_a_product_name_inside_another_host_s_url_or_a_word_is_no_evidence(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "settings.py": 'RINGLANE = "https://api.ringlane.io/api/public/v1"\n',
            "sync.py": """\
import requests

OPS = "https://ops.example.net/snapshots/ringlane"


def push(data):
    return requests.post(OPS, json=data, headers={"x-api-key": OPS_KEY})


def springlane(data):
    return requests.post(OPS, json=data, headers={"x-api-key": OPS_KEY})
""",
        }
    )
    assert [f for f in _found(root) if f[0] == "sync.py"] == []


def _where(text: str, line: int, language: str) -> str:
    known = Known(frozenset({"api.dialsuite.com"}), frozenset({"dialsuite"}))
    data = language == "env"
    regions = lex(text, language, STRING if data else None)
    starts = [0, *(i + 1 for i, c in enumerate(text) if c == "\n")]
    found = find_destinations(text, regions, starts, None, known, data=data)
    return found.resolve(line, (0, 0))


def test_at_the_top_level_a_product_name_speaks_for_its_own_line_only() -> None:
    settings = "DIALSUITE_HOOK_HEADER=X-Dialsuite-Signature\nWMS_KEY_HEADER=x-api-key\n"
    # `WMS_KEY_HEADER` is a setting of its own: the Dialsuite line above says nothing of it
    assert _where(settings, 2, "env") == UNKNOWN
    assert _where(settings, 1, "env") == SERVICE
    code = "class SchedulerErrorBody:\n    error: str\nclass DialsuiteErrorBody:\n    error: str\n"
    assert _where(code, 2, "python") == UNKNOWN  # another declaration's name
    assert _where(code, 4, "python") == SERVICE  # its own declaration's


def test_powershell_is_read_as_code(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "CallOps/CallOps.psm1": """\
$script:Base = 'https://api.voxline.com/api/public/v1'

function Get-CallList {
    try {
        Invoke-RestMethod -Uri "$script:Base/contact-lists" -Headers $headers
    } catch {
        $body = $_.ErrorDetails.Message | ConvertFrom-Json
        if ($body.error -eq 'user not found') { Write-Warning 'unknown user' }
        throw "VoxLine error: $($body.error)"
    }
}
"""
        }
    )
    found = {(line, category) for _, line, category in _found(root)}
    assert {(8, "v1-error-shape"), (9, "v1-error-shape")} <= found


def test_a_ruby_percent_literal_is_a_string(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "spec/client_spec.rb": """\
RSpec.describe Dialer::Client do
  it "raises when the API is disabled" do
    stub_request(:get, %r{/api/public/v1/contact-lists}).to_return(status: 503)
  end
end
"""
        }
    )
    found = {(line, category) for _, line, category in _found(root)}
    assert {(3, "v1-base-path"), (3, "v1-endpoint")} <= found


def test_a_brand_is_the_registered_name_of_a_public_host_no_other_host_shares() -> None:
    assert brand_words({"dialer.ringlane.io"}, set()) == {"ringlane"}
    assert brand_words({"api.ringlane.co.uk"}, set()) == {"ringlane"}
    # a private network's name is the company's, not a vendor's
    assert brand_words({"calls.northwind.internal", "dialer.svc.cluster.local"}, set()) == set()
    # the company's own domain, seen with another host too, is no brand
    assert brand_words({"calls.acme.com"}, {"www.acme.com"}) == set()
    assert brand_words({"calls.example.com"}, set()) == set()  # too common to tell


def test_clojure_is_read_as_code(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "resources/config.edn": (
                '{:dialer {:base-url #or [#env DIALER_URL "https://calls.example.com/api/public/v1"]}}\n'
            ),
            "src/app/dialer.clj": """\
(ns app.dialer
  (:require [clj-http.client :as http]))

(defn- handle [{:keys [status body]}]
  (cond
    (= status 502) (throw (ex-info "identity provider unreachable" {:retry true}))
    :else (throw (ex-info (str "dialer error: " (:error body)) {}))))

(defn lists [cfg]
  ; the v1 path, for now
  (handle (http/get (str (:base-url cfg) "/contact-lists") {:throw-exceptions false})))
""",
        }
    )
    found = set(_found(root))
    assert ("resources/config.edn", 1, "v1-base-path") in found
    # `handle` goes where its caller `lists` goes: to the v1 endpoint
    assert ("src/app/dialer.clj", 6, "v1-status-handling") in found
    assert ("src/app/dialer.clj", 7, "v1-error-shape") in found


def test_a_file_s_brand_names_are_bounded() -> None:
    from callbridge.scanner._names import MAX_PRODUCT_NAMES, product_names

    text = "ringlane_a = 1\n" * (MAX_PRODUCT_NAMES + 50)
    known = Known(frozenset({"api.ringlane.io"}), frozenset({"ringlane"}))
    spans = product_names(text, lex(text, "python", None), known.product_re, data=False)
    assert len(spans) == MAX_PRODUCT_NAMES
    vendors = Known(others=frozenset({"postwell"}))
    text = "postwell_client_a = 1\n" * (MAX_PRODUCT_NAMES + 50)
    spans = product_names(
        text, lex(text, "python", None), vendors.other_re, data=False, vendor=True
    )
    assert len(spans) == MAX_PRODUCT_NAMES


def _handler(filler: int) -> str:
    body = "".join(f"    step_{i} = prepare({i})\n" for i in range(filler))
    return (
        'BASE = "https://calls.example.com/api/public/v1"\n\n\n'
        "def handle(resp):  # the public API was switched off on the server\n"
        f"{body}"
        "    if resp.status_code == 503:\n"
        "        return None\n"
        "    return requests.get(BASE + '/me')\n"
    )


def test_a_block_header_s_comment_is_evidence_within_eight_lines(write_tree: WriteTree) -> None:
    from callbridge.scanner._matcher import HEADER_REACH

    root = write_tree(
        {"near/client.py": _handler(HEADER_REACH - 2), "far/client.py": _handler(HEADER_REACH + 2)}
    )
    assert "v1-status-handling" in {f.category for f in scan([root / "near"]).findings}
    assert "v1-status-handling" not in {f.category for f in scan([root / "far"]).findings}


POSTWELL_PY = '''\
"""Postwell marketing email API client."""
import requests


class PostwellClient:
    def __init__(self, base_url, api_key):
        self.base_url = base_url
        self.s = requests.Session()
        self.s.headers["x-api-key"] = api_key

    def ensure_list(self, name):
        r = self.s.get(f"{self.base_url}/contact-lists", params={"name": name})
        if r.status_code >= 400:
            raise PostwellError(r.json().get("error", "postwell failed"))
        return r.json()["id"]
'''


def test_bare_paths_in_code_named_after_another_vendor_are_that_vendor_s(
    write_tree: WriteTree,
) -> None:
    """An email provider with the same shape of API (`/contact-lists`, `x-api-key`, flat
    errors): its client, named after the host the configuration gives it, is not the
    service's; the service's own client with the same bare paths still is."""
    root = write_tree(
        {
            "app/config.py": (
                'RINGLANE_URL = "https://api.ringlane.com/api/public/v1"\n'
                'POSTWELL_URL = "https://api.postwell.email/v1"\n'
            ),
            "app/integrations/postwell.py": POSTWELL_PY,
            "app/integrations/ringlane.py": POSTWELL_PY.replace("Postwell", "Ringlane").replace(
                "postwell", "ringlane"
            ),
        }
    )
    found = _found(root)
    assert not [f for f in found if f[0].endswith("postwell.py")]
    ringlane = {(line, category) for rel, line, category in found if rel.endswith("ringlane.py")}
    assert {(9, "v1-api-key-header"), (12, "v1-endpoint"), (14, "v1-error-shape")} <= ringlane


def test_a_vendor_s_word_in_the_app_s_own_names_is_no_vendor(write_tree: WriteTree) -> None:
    """`segment` is a vendor's brand (api.segment.io) and the app's own model: only a name
    that makes it a vendor's (`SegmentClient`, `SEGMENT_WRITE_KEY`, `settings.SEGMENT`)
    counts; the company's own name (a top folder) never does."""
    task = (
        "namespace :calling do\n"
        "  task sync: :environment do\n"
        "    Segment.syncable.find_each do |segment|\n"
        '      resp = Api.post("/contact-lists", headers: { "X-User-Id" => segment.owner })\n'
        "    end\n"
        "  end\n"
        "end\n"
    )
    root = write_tree(
        {
            "acme-web/config/urls.rb": (
                'CALLING = "https://calls.example.com/api/public/v1"\n'
                'SEGMENT = "https://api.segment.io/v1/track"\n'
                'HOME = "https://www.acme.com/help"\n'
            ),
            "acme-web/lib/tasks/calling.rake": task,
            "acme-web/lib/tasks/acme.rake": task.replace("Segment.syncable", "AcmeClient.all"),
        }
    )
    found = {(rel.rsplit("/", 1)[-1], line, category) for rel, line, category in _found(root)}
    for name in ("calling.rake", "acme.rake"):
        assert {(name, 4, "v1-endpoint"), (name, 4, "acting-user-header")} <= found


def test_other_vendors_are_the_registered_names_of_the_other_hosts() -> None:
    assert other_brands(
        {"api.ringlane.com"}, {"api.postwell.email", "leads.internal.corp", "ringlane.io"}
    ) == frozenset({"postwell", "leads"})


def test_a_vendor_named_above_the_request_owns_its_bare_path(write_tree: WriteTree) -> None:
    """`cfg = settings.POSTBIRD` above a request whose arguments hold `/contact-lists`: the
    email provider's, while the method beside it that calls the service stays the
    service's."""
    command = (
        "import requests\n"
        "from django.conf import settings\n"
        "\n"
        "\n"
        "class Command(BaseCommand):\n"
        "    def push_calls(self, list_id, phones):\n"
        "        client = RinglaneClient()\n"
        '        client.post(f"/contact-lists/{list_id}/contacts", json=phones)\n'
        "\n"
        "    def push_email(self, list_id, emails):\n"
        "        cfg = settings.POSTBIRD\n"
        "        resp = requests.post(\n"
        "            f\"{cfg['BASE_URL']}/contact-lists/{list_id}/members\",\n"
        "            headers={\"x-api-key\": cfg['API_KEY']},\n"
        "            json=emails,\n"
        "        )\n"
    )
    root = write_tree(
        {
            "portal/settings.py": (
                'RINGLANE = "https://api.ringlane.com/api/public/v1"\n'
                'POSTBIRD = {"BASE_URL": "https://api.postbird.io/v1"}\n'
            ),
            "portal/commands/sync.py": command,
        }
    )
    found = {(line, category) for rel, line, category in _found(root) if rel.endswith("sync.py")}
    assert found == {(8, "v1-endpoint")}


def test_an_internal_service_s_host_label_and_a_config_section_name_a_vendor(
    write_tree: WriteTree,
) -> None:
    """`mailrelay` of `mailrelay.acme.internal` in `settings.mailrelay_url`, `postbird` as a
    config section (`config.postbird.apiKey`): the bare paths beside them are not the
    service's."""
    mailrelay = (
        "async def subscribe(slug, emails):\n"
        "    async with httpx.AsyncClient(base_url=settings.mailrelay_url) as http:\n"
        "        resp = await http.post(\n"
        '            f"/contact-lists/{slug}/subscribers",\n'
        '            headers={"x-api-key": settings.mailrelay_key},\n'
        "        )\n"
    )
    postbird = (
        "export async function addMembers(slug: string, phones: string[]) {\n"
        "  const res = await request(`${base}/contact-lists/${slug}/members`, {\n"
        '    headers: { "x-api-key": config.postbird.apiKey },\n'
        "  });\n"
        "}\n"
    )
    root = write_tree(
        {
            # other hosts are learnt from the files the scan reads: here, the one that
            # names the service
            "app/settings.py": (
                'CALLING_URL = "https://api.ringlane.com/api/public/v1"\n'
                'MAILRELAY_URL = "http://mailrelay.acme.internal/v1"\n'
                'POSTBIRD_URL = "https://api.postbird.email/v1"\n'
            ),
            "app/integrations/mailrelay.py": mailrelay,
            "web/sync/postbird.ts": postbird,
        }
    )
    assert [f for f in _found(root) if "integrations" in f[0] or "sync" in f[0]] == []


def test_at_the_top_level_a_vendor_s_name_speaks_for_its_own_line(write_tree: WriteTree) -> None:
    """A headers module: the service's constants stay the service's beside a telematics
    vendor's."""
    headers = (
        "/// Auth header Ringlane expects.\n"
        'pub const LEGACY_KEY_HEADER: &str = "X-API-KEY";\n'
        "/// The telematics gateway key (not the calling API).\n"
        'pub const TELEMATICS_KEY_HEADER: &str = "x-api-key";\n'
    )
    client = (
        "use super::headers::LEGACY_KEY_HEADER;\n"
        'const BASE: &str = "https://api.ringlane.com/api/public/v1";\n'
        'const BOXES: &str = "https://telematics.acme.io/v1/boxes";\n'
        "pub fn lists(c: &Client, key: &str) {\n"
        '    c.get(format!("{BASE}/contact-lists")).header(LEGACY_KEY_HEADER, key).send();\n'
        "}\n"
    )
    root = write_tree(
        {
            "src/calling/headers.rs": headers,
            "src/calling/client.rs": client,
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert ("src/calling/headers.rs", 2, "v1-api-key-header") in found
    assert ("src/calling/headers.rs", 4, "v1-api-key-header") not in found


def test_another_service_s_client_beside_the_service_s_is_not_its_helper(
    write_tree: WriteTree,
) -> None:
    """`EnrichmentClient` (the `enrichment` host's) beside the service's client, used by the
    same task: its `x-api-key` is not the service's, and `__init__`, which every class
    has, links nothing."""
    root = write_tree(
        {
            "app/config.py": (
                'RINGLANE_URL = "https://api.ringlane.com/api/public/v1"\n'
                'ENRICHMENT_URL = "http://enrichment.acme.internal/v1"\n'
            ),
            "app/integrations/ringlane.py": (
                "class RinglaneClient:\n"
                "    def __init__(self, key):\n"
                '        self.h = {"x-api-key": key}\n'
                "    def lists(self):\n"
                '        return self.s.get(f"{self.base}/contact-lists", headers=self.h)\n'
            ),
            "app/integrations/enrichment.py": (
                "class EnrichmentClient:\n"
                "    def __init__(self, base_url, api_key):\n"
                '        self._c = httpx.Client(base_url=base_url, headers={"x-api-key": api_key})\n'
            ),
            "app/tasks.py": (
                "from app.integrations.enrichment import EnrichmentClient\n"
                "from app.integrations.ringlane import RinglaneClient\n"
                "def sync():\n"
                "    phones = EnrichmentClient(ENRICHMENT_URL, KEY).phones()\n"
                "    RinglaneClient(KEY).lists()\n"
            ),
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert ("app/integrations/ringlane.py", 3, "v1-api-key-header") in found
    assert not [f for f in found if f[0].endswith("enrichment.py")]


def test_salesforce_apex_is_read_as_code(write_tree: WriteTree) -> None:
    apex = (
        "public with sharing class DialerCallout {\n"
        "    private static final String BASE = 'callout:Dialer/api/public/v1';\n"
        "    private static void check(HttpResponse res) {\n"
        "        Integer code = res.getStatusCode();\n"
        "        if (code == 503) {\n"
        "            throw new DialerException('Dialer API is disabled for our org');\n"
        "        }\n"
        "        Map<String, Object> body = (Map<String, Object>) JSON.deserializeUntyped(res.getBody());\n"
        "        String message = (String) body.get('error');\n"
        "    }\n"
        "}\n"
    )
    root = write_tree({"force-app/main/default/classes/DialerCallout.cls": apex})
    found = {(line, category) for _, line, category in _found(root)}
    assert {(5, "v1-status-handling"), (9, "v1-error-shape")} <= found


def test_a_key_named_after_another_service_is_that_service_s(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "app/config.py": (
                'RINGLANE_URL = "https://api.ringlane.com/api/public/v1"\n'
                'ENRICHMENT_URL = "http://enrichment.acme.internal/v1"\n'
            ),
            "deploy/kustomization.yaml": (
                "configMapGenerator:\n"
                "  - name: sync-env\n"
                "    literals:\n"
                "      - RINGLANE_API_KEY=rl_Zq8vN3kPw7TfYb2LmX9cRd4H\n"
                "      - ENRICHMENT_API_KEY=enr_staging_3f9a1cQw7TfYb2\n"
            ),
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert ("deploy/kustomization.yaml", 4, "hardcoded-api-key") in found
    assert ("deploy/kustomization.yaml", 5, "hardcoded-api-key") not in found


def test_a_symbol_s_name_beside_a_key_s_name_is_no_key(write_tree: WriteTree) -> None:
    """A list of symbol names (a lexer's builtins) pairs a name holding "key" with the next
    string; names of short words and tags (`gss_krb5_rfc1964_keydata`) are no secret, a
    generated token under the same shape is."""
    root = write_tree(
        {
            "tools/builtins.py": (
                'BASE = "https://calls.example.com/api/public/v1"\n'
                "NAMES = ['gss_krb5_lucid_key', 'gss_krb5_rfc1964_keydata',\n"
                "         'w32-register-hot-key', 'w32-get-locale-info']\n"
                "SHARED_KEY = 'cb_4Kq9xLm2Pq8rT5vZwY7n'\n"
            ),
        }
    )
    keys = {line for _, line, category in _found(root) if category == "hardcoded-api-key"}
    assert keys == {4}


def test_visual_basic_is_read_as_code(write_tree: WriteTree) -> None:
    vb = (
        'Private Const BaseUrl As String = "https://calls.example.com/api/public/v1"\n'
        "' Case 502 in a comment is no branch\n"
        "Select Case status\n"
        "    Case 502\n"
        '        Throw New DialerException(status, "IdP unreachable, retry")\n'
        "End Select\n"
    )
    root = write_tree({"Interop/DialerClient.vb": vb})
    found = {(line, category) for _, line, category in _found(root)}
    assert (4, "v1-status-handling") in found
    assert (2, "v1-status-handling") not in found


def test_a_status_branch_in_code_naming_only_the_brand_is_found(write_tree: WriteTree) -> None:
    """The file catches the client's `RinglaneError`, branches on 502 and on v1's "user not
    found": it names nothing the first pass looks for, so it is held back on that text until
    the brand is known (a bare status is no hold: numbers fill hashes and lock files)."""
    root = write_tree(
        {
            "lib/ringlane/client.ts": (
                'const BASE = "https://api.ringlane.com/api/public/v1";\n'
                "export class RinglaneError extends Error {}\n"
            ),
            "app/lists/actions.ts": (
                "export async function append(listId: string) {\n"
                "  try {\n"
                "    await ringlane.appendContacts(listId);\n"
                "  } catch (e) {\n"
                "    if (e instanceof RinglaneError) {\n"
                '      if (e.status === 502) return { ok: false, message: "retry" };\n'
                '      if (e.message === "user not found") return { ok: false, message: "seat" };\n'
                "    }\n"
                "    throw e;\n"
                "  }\n"
                "}\n"
            ),
        }
    )
    assert ("app/lists/actions.ts", 6, "v1-status-handling") in _found(root)


def test_a_test_naming_the_brand_is_not_held_back_for_its_mocks(write_tree: WriteTree) -> None:
    """A status or an error body in a test that names only the brand is a mock's; the same
    lines in the app's code are the client's."""
    handler = (
        "def handle(resp):\n"
        "    # the public API switched off for the account\n"
        "    if isinstance(resp.error, RinglaneError) and resp.status == HTTPStatus.SERVICE_UNAVAILABLE:\n"
        '        raise Disabled(resp.json()["error"])\n'
    )
    root = write_tree(
        {
            "app/ringlane/client.py": 'BASE = "https://api.ringlane.com/api/public/v1"\n',
            "app/jobs/sync.py": handler,
            "tests/test_sync.py": handler,
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert ("app/jobs/sync.py", 3, "v1-status-handling") in found
    assert ("app/jobs/sync.py", 4, "v1-error-shape") in found
    assert not [f for f in found if f[0].startswith("tests/")]


def test_objective_c_literals_are_read(write_tree: WriteTree) -> None:
    """`@"..."` is Objective-C's string literal: a key committed in one, a body read with
    `json[@"error"]`."""
    header = (
        'static NSString * const FNDialBase = @"https://api.dialstream.io/api/public/v1";\n'
        'static NSString * const FNDialSharedKey = @"ds_Pz6Wm2Kc9Lq4Tn8Rb1Xv5Hy3Jg";\n'
        'NSString *message = [json isKindOfClass:[NSDictionary class]] ? json[@"error"] : nil;\n'
    )
    root = write_tree({"FieldNest/Networking/FNDialClient.m": header})
    found = {(line, category) for _, line, category in _found(root)}
    assert {(2, "hardcoded-api-key"), (3, "v1-error-shape")} <= found


def test_a_key_named_after_a_well_known_vendor_is_that_vendor_s(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "Config/Release.xcconfig": (
                "DIALSTREAM_BASE_URL = https:/$()/api.dialstream.io/api/public/v1\n"
                "DIALSTREAM_API_KEY = ds_Vt3nQ8wLz5Ke1Rm9Xc4Hb7YpJd\n"
                "SEGMENT_WRITE_KEY = kX2pT9mQ4vR7wL1nB8cZ5yH3jF6dS0aE\n"
            ),
        }
    )
    keys = {line for _, line, category in _found(root) if category == "hardcoded-api-key"}
    assert keys == {2}


def test_v1_s_disabled_message_compared_in_code_naming_only_the_brand_is_found(
    write_tree: WriteTree,
) -> None:
    """v1 answered 503 "API disabled on the server": a comparison with that text, in a file
    that names the service only by its brand, is found once the scan knows the brand."""
    root = write_tree(
        {
            "src/main/dialstream.ts": (
                'const BASE = "https://api.dialstream.io/api/public/v1";\n'
                "export class DialstreamFailure extends Error {}\n"
            ),
            "src/renderer/ErrorBanner.tsx": (
                "export function ErrorBanner({ failure }: { failure: DialstreamFailure }) {\n"
                "  if (failure.error === 'API disabled on the server') {\n"
                "    return null;\n"
                "  }\n"
                "}\n"
            ),
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert ("src/renderer/ErrorBanner.tsx", 2, "v1-error-shape") in found


def test_a_header_name_opening_a_sentence_is_prose(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "Tests/DialClientTests.cs": (
                'private const string Base = "https://calls.example.com/api/public/v1";\n'
                'Assert.AreEqual("x-user-email header is required", ex.Message);\n'
                'request.Headers.Add("x-user-email", agentEmail);\n'
            )
        }
    )
    found = {(line, category) for _, line, category in _found(root)}
    assert (3, "acting-user-header") in found
    assert (2, "acting-user-header") not in found


def test_test_doubles_and_module_paths_are_no_v1_use(write_tree: WriteTree) -> None:
    """An MSW handler answering 502, a Playwright intercept of the app's own
    `**/api/contact-lists`, a module imported from `./contact-lists` and Zod's
    `error.issues` (its own `path` and `message`) are not the service's v1 API."""
    root = write_tree(
        {
            "src/client.ts": (
                'const BASE = "https://api.dialwave.io/api/public/v1";\n'
                'import { contactListsResource } from "./contact-lists";\n'
                "const issues = parsed.error.issues.map((i) => ({ field: i.path.join('.'), msg: i.message }));\n"
                "export const lists = () => fetch(`${BASE}/contact-lists`);\n"
            ),
            "test/client.test.ts": (
                'const BASE = "https://api.dialwave.io/api/public/v1";\n'
                "http.get(`${BASE}/me`, () => new HttpResponse(null, { status: 502 }));\n"
            ),
            "e2e/lists.spec.ts": (
                "await page.route('**/api/contact-lists?page=1', (route) => route.fulfill({}));\n"
            ),
        }
    )
    found = {(rel, line) for rel, line, _ in _found(root)}
    assert ("src/client.ts", 4) in found
    assert {("src/client.ts", 2), ("src/client.ts", 3)} & found == set()
    assert ("test/client.test.ts", 2) not in found
    assert ("e2e/lists.spec.ts", 1) not in found


def test_a_mock_host_on_a_testing_domain_does_not_hide_the_brand(write_tree: WriteTree) -> None:
    """`api.dialwave.test` in a mock stands in for the service: the brand is still learnt,
    and code that names only the brand is read with it."""
    root = write_tree(
        {
            "packages/dialwave/src/client.ts": (
                'const DW = process.env.DIALWAVE_URL ?? "https://api.dialwave.io/api/public/v1";\n'
                "export class DialwaveError extends Error {}\n"
            ),
            "packages/dialwave/test/client.test.ts": (
                'const TEST_HOST = "https://api.dialwave.test";\n'
                "http.get(`${TEST_HOST}/api/public/v1/me`, () => HttpResponse.json({}));\n"
            ),
            "packages/api/src/routers/dialer.ts": (
                "function rethrow(err: unknown): never {\n"
                "  if (err instanceof DialwaveError) {\n"
                '    if (err.kind === "user_not_found") throw new NotLinked();\n'
                "    switch (err.status) {\n"
                "      case 502:\n"
                "        throw new Unavailable(err);\n"
                "    }\n"
                "  }\n"
                "  throw err;\n"
                "}\n"
            ),
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert ("packages/api/src/routers/dialer.ts", 5, "v1-status-handling") in found


def test_a_two_capital_constant_carries_the_service_s_url(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "bun/sync.ts": (
                'const DW = "https://api.dialwave.io/api/public/v1";\n'
                "const HUBSPOT_TOKEN = Bun.env.HUBSPOT_TOKEN!;\n"
                "async function dw(path: string, attempt = 0) {\n"
                "  const res = await request(`${DW}${path}`);\n"
                "  const json = (await res.body.json()) as any;\n"
                "  if (res.statusCode === 502 && attempt < 3) return dw(path, attempt + 1);\n"
                "  throw new Error(`Dialwave ${res.statusCode}: ${json.error}`);\n"
                "}\n"
            )
        }
    )
    found = {(line, category) for _, line, category in _found(root)}
    assert {(6, "v1-status-handling"), (7, "v1-error-shape")} <= found


def test_v1_message_constants_and_visual_basic_comparisons_are_checks(
    write_tree: WriteTree,
) -> None:
    """A constant holding v1's message text exists to be compared with; a log call's
    `'error'` level beside such a text is no check."""
    root = write_tree(
        {
            "src/RingboltConstants.java": (
                'public static final String BASE = "https://api.ringbolt.io/api/public/v1";\n'
                'public static final String MSG_USER_NOT_FOUND = "user not found";\n'
            ),
            "application/libraries/Dial_client.php": (
                "<?php\n"
                "$base = 'https://api.ringbolt.io/api/public/v1';\n"
                "log_message('error', 'Ringbolt says the public API is disabled for us');\n"
            ),
            "Interop/DialClient.vb": (
                'Private Const BaseUrl As String = "https://api.ringbolt.io/api/public/v1"\n'
                'If err IsNot Nothing AndAlso err.ErrorText = "user not found" Then\n'
                "End If\n"
            ),
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert ("src/RingboltConstants.java", 2, "v1-error-shape") in found
    assert ("Interop/DialClient.vb", 2, "v1-error-shape") in found
    assert ("application/libraries/Dial_client.php", 3, "v1-error-shape") not in found


def test_restructuredtext_code_directives_are_code(write_tree: WriteTree) -> None:
    rst = (
        "Errors\n"
        "------\n"
        "\n"
        "A 404 can mean the acting user is unknown: check the message.\n"
        "\n"
        ".. code-block:: python\n"
        "\n"
        '   resp = requests.get("https://api.ringlane.com/api/public/v1/me")\n'
        '   if resp.status_code == 404 and resp.json()["error"] == "user not found":\n'
        "       raise UnknownAgent(email)\n"
        "\n"
        'Prose naming "user not found" is no code.\n'
    )
    root = write_tree({"docs/integrations/ringlane.rst": rst})
    found = {(line, category) for _, line, category in _found(root)}
    assert {(8, "v1-base-path"), (9, "v1-error-shape"), (9, "v1-status-handling")} <= found
    assert not [line for line, _ in found if line in (4, 12)]


def test_the_brand_survives_the_vendor_s_other_hosts_and_names_settings(
    write_tree: WriteTree,
) -> None:
    """`status.ringlane.com` is the vendor's own page, not another company sharing the
    brand: settings named after the brand are then the service's (a version in an env
    file, a key's default in Django settings, a `.properties` key)."""
    root = write_tree(
        {
            "app/client.py": 'BASE = "https://api.ringlane.com/api/public/v1"\n',
            "docs/runbook.md": "Outages: see https://status.ringlane.com first.\n",
            ".env.example": "RINGLANE_API_HOST=https://api.ringlane.com\nRINGLANE_API_VERSION=v1\n",
            "config/settings/staging.py": (
                'RINGLANE_API_KEY = env("RINGLANE_API_KEY", default="rl_Zt7pW2qLx9VbN4cK8sHd3fJm")\n'
            ),
            "reports/build.properties": "ringlane.key=rl_Tz5Wq8Lm2Xc7Vn4Rk9Pd1Gh3Jy\n",
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert {
        (".env.example", 2, "v1-base-path"),
        ("config/settings/staging.py", 1, "hardcoded-api-key"),
        ("reports/build.properties", 1, "hardcoded-api-key"),
    } <= found


def test_a_mock_body_passed_as_a_keyword_on_its_own_line_is_not_read(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "tests/test_client.py": (
                'BASE = "https://api.ringlane.com/api/public/v1"\n'
                "responses.add(\n"
                '    responses.GET, f"{BASE}/me", status=404,\n'
                '    json={"error": "user not found", "details": []},\n'
                ")\n"
            )
        }
    )
    found = {(line, category) for _, line, category in _found(root)}
    assert (4, "v1-error-shape") not in found


def test_jvm_clients_of_other_apis_are_theirs(write_tree: WriteTree) -> None:
    """A declarative client under another API's version (`@Client(path = "/v1")`) holds that
    API's paths and headers; a class whose constructor spreads over lines (`class X(` ...
    `) {`) keeps its parameters' base URL for its body."""
    root = write_tree(
        {
            "gateway/src/main/java/acme/orders/OrdersClient.java": (
                '@Client(id = "orders", path = "/v1")\n'
                '@Header(name = "x-api-key", value = "${orders.gateway-key}")\n'
                "public interface OrdersClient {\n"
                '    @Get("/contact-lists/{shipperId}")\n'
                "    ShipperContacts shipperContacts(@PathVariable long shipperId);\n"
                "}\n"
            ),
            "gateway/src/main/java/acme/ringlane/RinglaneClient.java": (
                '@Client("https://api.ringlane.com/api/public/v1")\n'
                '@Header(name = "x-api-key", value = "${ringlane.key}")\n'
                "public interface RinglaneClient {\n"
                '    @Get("/contact-lists")\n'
                "    Lists lists();\n"
                "}\n"
            ),
            "sync/src/main/kotlin/acme/email/PostwaveClient.kt": (
                "class PostwaveClient(\n"
                "    builder: WebClient.Builder,\n"
                '    @Value("\\${postwave.base-url:https://api.postwave.io/v1}") baseUrl: String,\n'
                ") {\n"
                "    private val client = builder.baseUrl(baseUrl)\n"
                '        .defaultHeader("X-API-Key", apiKey)\n'
                "        .build()\n"
                "}\n"
            ),
        }
    )
    found = {(rel.rpartition("/")[2], line) for rel, line, _ in _found(root)}
    assert {("RinglaneClient.java", 2), ("RinglaneClient.java", 4)} <= found
    assert not [line for name, line in found if name in ("OrdersClient.java", "PostwaveClient.kt")]


def test_the_app_run_locally_is_its_own_destination(write_tree: WriteTree) -> None:
    http = (
        "### Lists\n"
        "GET https://api.ringlane.com/api/public/v1/contact-lists\n"
        "x-user-email: ops@acme.com\n"
        "\n"
        "### Our own API\n"
        "GET http://localhost:8080/api/shippers/42\n"
        "X-User-Email: ops@acme.com\n"
    )
    found = {
        (line, category) for _, line, category in _found(write_tree({"http/calls.http": http}))
    }
    assert (3, "acting-user-header") in found
    assert (7, "acting-user-header") not in found


def test_gradle_and_kotlin_settings_named_after_the_brand(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "src/main/kotlin/RinglaneClient.kt": (
                'val BASE = "https://api.ringlane.com/api/public"\n'
                "private val ringlaneRetryable = setOf(429, 502)\n"
                "private val pricingRetryable = setOf(502, 503, 504)\n"
            ),
            "build.gradle.kts": (
                'buildConfigField("String", "RINGLANE_API_VERSION", "\\"v1\\"")\n'
                'buildConfigField("String", "SLACK_API_VERSION", "\\"v1\\"")\n'
            ),
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert ("src/main/kotlin/RinglaneClient.kt", 2, "v1-status-handling") in found
    assert ("build.gradle.kts", 1, "v1-base-path") in found
    assert ("build.gradle.kts", 2, "v1-base-path") not in found


def test_sales_ops_glue_is_read(write_tree: WriteTree) -> None:
    """Google Apps Script is JavaScript; a VBA constant, a Retool resource's header list and
    an n8n credential hold keys; the value paired with another header's name is none."""
    root = write_tree(
        {
            "appsscript/DialwellClient.gs": (
                "var BASE = 'https://api.dialwell.io/api/public/v1';\n"
                "function call_(path) {\n"
                "  var res = UrlFetchApp.fetch(BASE + path, { muteHttpExceptions: true });\n"
                "  var code = res.getResponseCode();\n"
                "  if (code === 503) { throw new Error('Dialwell API disabled'); }\n"
                "}\n"
            ),
            "excel/modDialwell.bas": (
                'Private Const DW_BASE As String = "https://api.dialwell.io/api/public/v1"\n'
                'Private Const DW_KEY As String = "dw_3Hs8Kd2Lf6Jg9Pq4Wr7Tz1Xc5V"\n'
            ),
            "retool/resources/dialwell.yaml": (
                "options:\n"
                "  baseUrl: https://api.dialwell.io/api/public/v1\n"
                "  headers:\n"
                "    - key: X-Api-Key\n"
                "      value: dw_sbx_Q8w2Er5Ty7Ui1Op3As6Df9Gh\n"
            ),
            "insomnia/export.json": (
                '{ "url": "https://api.dialwell.io/api/public/v1/me", "headers": [\n'
                '  { "name": "x-api-key", "value": "dw_Lp4Nz8Qx2Wv6Rt9Yk3Hm7Sd1Fb5C" },\n'
                '  { "name": "X-User-Id", "value": "00u8x2k1vqPZ3nS9d5d7" }\n'
                "] }\n"
            ),
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert {
        ("appsscript/DialwellClient.gs", 5, "v1-status-handling"),
        ("excel/modDialwell.bas", 2, "hardcoded-api-key"),
        ("retool/resources/dialwell.yaml", 5, "hardcoded-api-key"),
        ("insomnia/export.json", 2, "hardcoded-api-key"),
    } <= found
    assert ("insomnia/export.json", 3, "hardcoded-api-key") not in found


def test_reading_a_header_s_name_is_not_sending_it(write_tree: WriteTree) -> None:
    """An error text searched for the header's name, an Envoy matcher on it, and a test
    table's canned body hold the service's words but send and read nothing of v1."""
    root = write_tree(
        {
            "internal/dialpath/errors.go": (
                'const base = "https://api.dialpath.io/api/public/v1"\n'
                'if strings.Contains(body.Error, "x-user-email") {\n'
                "}\n"
            ),
            "internal/dialpath/client_test.go": (
                'const base = "https://api.dialpath.io/api/public/v1"\n'
                '{"404 for unknown user", http.StatusNotFound, `{"error":"user not found"}`, ErrUserNotFound},\n'
            ),
            "envoy/envoy.yaml": (
                "routes:\n"
                "  - match: { prefix: /api/public/v1 }\n"
                "    headers:\n"
                "      - exact: x-user-id\n"
            ),
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert ("internal/dialpath/errors.go", 2, "acting-user-header") not in found
    assert ("internal/dialpath/errors.go", 2, "v1-error-shape") in found  # `body.Error` read
    assert ("internal/dialpath/client_test.go", 2, "v1-error-shape") not in found
    assert ("envoy/envoy.yaml", 4, "acting-user-header") not in found


def test_the_app_s_own_contact_lists_api_is_its_own(write_tree: WriteTree) -> None:
    """A web app proxying the service serves its own `/api/contact-lists`: its route, its
    front end's relative call, a local request to it and its tests are not v1 uses; the
    proxy's own call of the service is."""
    root = write_tree(
        {
            "Server/Controllers/DialerListsController.cs": (
                '[Route("api/contact-lists")]\n'
                "public class DialerListsController : ControllerBase {\n"
                '    public async Task<IActionResult> Get([FromHeader(Name = "X-User-Id")] string userId) {\n'
                '        var res = await _http.GetAsync("https://api.calltrek.io/api/public/v1/contact-lists");\n'
                "    }\n"
                "}\n"
            ),
            "Client/Pages/ContactLists.razor": '@code { var res = await Http.GetAsync("api/contact-lists"); }\n',
            "requests/internal.http": "GET https://localhost:7153/api/contact-lists\n",
            "tests/Feature/ListsTest.php": (
                "<?php\n"
                "$this->getJson('/api/v1/leads', ['X-User-Email' => 'nobody@example.com'])\n"
                "    ->assertJson(['error' => 'user not found']);\n"
            ),
        }
    )
    found = {(rel, line) for rel, line, _ in _found(root)}
    assert ("Server/Controllers/DialerListsController.cs", 4) in found
    assert (
        not {
            ("Server/Controllers/DialerListsController.cs", 1),
            ("Server/Controllers/DialerListsController.cs", 3),
            ("Client/Pages/ContactLists.razor", 1),
            ("requests/internal.http", 1),
            ("tests/Feature/ListsTest.php", 2),
            ("tests/Feature/ListsTest.php", 3),
        }
        & found
    )


def test_dotnet_shops_files_are_read(write_tree: WriteTree) -> None:
    """F# scripts are code; an ARM parameter named as an API key holds one; a JsonNode's
    `["error"]?.GetValue<string>()` reads the flat body."""
    root = write_tree(
        {
            "scripts/export-lists.fsx": (
                'let baseUrl = "https://api.calltrek.io/api/public/v1"\n'
                "match resp.StatusCode with\n"
                "| HttpStatusCode.BadGateway when attempt < 5 -> retry ()\n"
                '| _ -> failwith "unexpected"\n'
            ),
            "arm/functionapp.parameters.dev.json": (
                '{ "parameters": {\n'
                '  "calltrekBaseUrl": { "value": "https://api.calltrek.io/api/public/v1" },\n'
                '  "calltrekApiKey": { "value": "ctk_d7Gm2QxN5sWp8ZkR1vLc4TbY0h" }\n'
                "} }\n"
            ),
            "Services/CalltrekProxy.cs": (
                'private const string Base = "https://api.calltrek.io/api/public/v1";\n'
                'var error = json?["error"]?.GetValue<string>();\n'
            ),
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert {
        ("scripts/export-lists.fsx", 3, "v1-status-handling"),
        ("arm/functionapp.parameters.dev.json", 3, "hardcoded-api-key"),
        ("Services/CalltrekProxy.cs", 2, "v1-error-shape"),
    } <= found


def test_functional_languages_idioms_are_read(write_tree: WriteTree) -> None:
    """Pattern matches on v1's messages (Elixir's function heads, Erlang's map patterns,
    Clojure's `(= "user not found" message)`), Erlang's macros and binaries, and what a
    server or a framework's own secret is not."""
    root = write_tree(
        {
            "lib/hub/dialstream/error.ex": (
                '@base "https://api.dialstream.com/api/public/v1"\n'
                'def user_not_found?(%__MODULE__{status: 404, message: "user not found"}), do: true\n'
            ),
            "src/dg_errors.erl": (
                '-define(BASE, "https://api.dialstream.com/api/public/v1").\n'
                'classify(#{status := 404, message := <<"user not found">>}) -> park;\n'
            ),
            "src/dg_headers.hrl": '-define(DS_KEY_HEADER, <<"X-Api-Key">>).\n',
            "src/dg_client.erl": (
                '-include("dg_headers.hrl").\n'
                "call(Path) ->\n"
                '    hackney:get(<<"https://api.dialstream.com/api/public/v1", Path/binary>>,\n'
                "                [{?DS_KEY_HEADER, key()}]).\n"
            ),
            "src/dg_http_handler.erl": (
                "init(Req0, State) ->\n"
                '    Caller = cowboy_req:header(<<"x-user-id">>, Req0, <<"anonymous">>),\n'
                '    cowboy_req:reply(502, #{}, <<"upstream down">>, Req0).\n'
            ),
            "config/sys.config": (
                '[{dialer, [{base_url, "https://api.dialstream.com/api/public/v1"},\n'
                '           {auth, #{api_key => <<"dsk_4Kq9ZtW7bLpX2mRvN8cY3aQeJ0">>}}]}].\n'
            ),
            "src/router/errors.clj": (
                '(def base "https://api.ringcadence.io/api/public/v1")\n'
                '(defn unknown-user? [{:keys [status message]}] (and (= 404 status) (= "user not found" message)))\n'
            ),
            "config/test.exs": (
                'config :hub, base_url: "https://api.dialstream.com/api/public/v1"\n'
                'config :hub, HubWeb.Endpoint, secret_key_base: "q7dW0oC1mZ1h3xk2Q9tV8yJm4nR6sB5aL0pE2fG7hK9jU3wX1zC5vB8nM4qT6rY0"\n'
            ),
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert {
        ("lib/hub/dialstream/error.ex", 2, "v1-error-shape"),
        ("src/dg_errors.erl", 2, "v1-error-shape"),
        ("src/dg_headers.hrl", 1, "v1-api-key-header"),
        ("config/sys.config", 2, "hardcoded-api-key"),
        ("src/router/errors.clj", 2, "v1-error-shape"),
    } <= found
    assert not {(rel, line) for rel, line, _ in found} & {
        ("src/dg_http_handler.erl", 2),
        ("src/dg_http_handler.erl", 3),
        ("config/test.exs", 2),
    }


def test_keys_behind_python_s_or_and_internal_keys(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "scripts/backfill.py": (
                'BASE = "https://api.ringlane.io/api/public/v1"\n'
                'KEY = os.environ.get("RINGLANE_API_KEY") or "rl_9fXw2Kd7Qe4Lm1Tz8Vn3Bp6Sa"\n'
                'LEADS_INTERNAL_KEY = "stg-7f3a1c9e55d2a8b4"\n'
            ),
        }
    )
    keys = {line for _, line, category in _found(root) if category == "hardcoded-api-key"}
    assert keys == {2}


def test_a_fence_indented_in_a_content_tab_is_code(write_tree: WriteTree) -> None:
    doc = (
        "## Creating a list\n"
        "\n"
        '=== "curl"\n'
        "\n"
        "    ```bash\n"
        '    curl -X POST "https://api.callvista.io/api/public/v1/contact-lists" \\\n'
        '      -H "x-api-key: $CALLVISTA_API_KEY"\n'
        "    ```\n"
        "\n"
        "The x-api-key header was v1's; prose is not read.\n"
    )
    found = {
        (line, category) for _, line, category in _found(write_tree({"docs/callvista.md": doc}))
    }
    assert {(6, "v1-base-path"), (7, "v1-api-key-header")} <= found
    assert not [line for line, _ in found if line == 10]


def test_c_and_qt_reads_of_the_flat_error(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "src/ch_api.c": (
                'static const char *BASE = "https://api.callharbor.io/api/public/v1";\n'
                'const cJSON *msg = root ? cJSON_GetObjectItemCaseSensitive(root, "error") : NULL;\n'
            ),
            "src/HarborError.cpp": (
                'static const auto kBase = QStringLiteral("https://api.callharbor.io/api/public/v1");\n'
                'err.message = root.value(QStringLiteral("error")).toString();\n'
            ),
            "src/contact_sync.cpp": (
                'const std::string kBase = "https://api.callharbor.io/api/public/v1";\n'
                "const std::set<long> kRetryable = {429, 502, 504};\n"
            ),
        }
    )
    found = {(rel, line, category) for rel, line, category in _found(root)}
    assert {
        ("src/ch_api.c", 2, "v1-error-shape"),
        ("src/HarborError.cpp", 2, "v1-error-shape"),
        ("src/contact_sync.cpp", 2, "v1-status-handling"),
    } <= found


def test_a_module_level_list_ends_at_its_closing_bracket_in_code(
    write_tree: WriteTree, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Kotlin's `private val RETRYABLE = setOf(...)`, read by the `shouldRetry` the client
    calls, holds its values down to its closing bracket: a `)` in a comment inside it does
    not close it. Past MAX_LIST_CHARS the closing bracket is not looked for."""
    tree = {
        "dialer/Client.kt": (
            'val base = "https://api.dialwise.com/api/public/v1"\n'
            'fun lists(http: Http) = http.get("$base/contact-lists").also {\n'
            "    if (shouldRetry(it.status)) retry()\n"
            "}\n"
        ),
        "dialer/Retry.kt": (
            "private val RETRYABLE = setOf(\n"
            "    429, // a) rate limited\n"
            "    502,\n"
            ")\n"
            "fun shouldRetry(status: Int) = status in RETRYABLE\n"
        ),
    }
    root = write_tree(tree)
    assert ("dialer/Retry.kt", 3, "v1-status-handling") in _found(root)
    from callbridge.scanner import _matcher

    monkeypatch.setattr(_matcher, "MAX_LIST_CHARS", 10)
    assert ("dialer/Retry.kt", 3, "v1-status-handling") not in _found(root)


def test_file_names_are_remembered_up_to_a_bound() -> None:
    """A tree repeats its names; at most MAX_NAMES_KEPT are kept, and a name past the bound
    still gets its language."""
    from callbridge.scanner import _languages

    language_for = _languages.language_for
    language_for.cache_clear()
    names = [f"f{n}.py" for n in range(_languages.MAX_NAMES_KEPT + 10)] + ["a.go", "f0.py"]
    assert {language_for(n) for n in names[:-2]} == {"python"}
    assert [language_for(n) for n in names[-2:]] == ["go", "python"]
    assert language_for.cache_info().currsize == _languages.MAX_NAMES_KEPT
    language_for.cache_clear()
