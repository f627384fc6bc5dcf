"""Which line a finding is reported on, and which look-alike paths are another API's: a 404
arm whose body compares v1's meaning, a signature header kept in a constants module, an
email provider's list sub-resources, a gateway's path with an id between its segments."""

from __future__ import annotations

from scanner_samples import WriteTree, found_in

BASE = "https://api.dialwise.com/api/public/v1"


def test_a_404_arm_is_reported_where_its_body_compares_the_meaning(write_tree: WriteTree) -> None:
    """`case 404:` opens the branch; the line that tells "user not found" from other 404s
    is the v1 handling. A body that only raises or shows a message leaves it at the arm."""
    root = write_tree(
        {
            "src/dialwise/errors.ts": (
                f'const BASE = "{BASE}";\n'
                "export function classify(status: number, message: string) {\n"
                "  switch (status) {\n"
                "    case 404:\n"
                "      if (message === 'user not found') return 'seat-missing';\n"
                "      return 'list-missing';\n"
                "  }\n"
                "}\n"
            ),
            "src/dialwise/toast.ts": (
                f'const BASE = "{BASE}";\n'
                "export function show(status: number) {\n"
                "  switch (status) {\n"
                "    case 404:\n"
                "      toast.error('Your login is not provisioned in the dialer yet.');\n"
                "      return;\n"
                "  }\n"
                "}\n"
            ),
        }
    )
    found = found_in(root)
    assert ("src/dialwise/errors.ts", 5, "v1-status-handling") in found
    assert ("src/dialwise/errors.ts", 4, "v1-status-handling") not in found
    assert ("src/dialwise/toast.ts", 4, "v1-status-handling") in found
    assert ("src/dialwise/toast.ts", 5, "v1-status-handling") not in found


def test_a_note_in_a_404_branch_is_no_comparison_so_the_branch_is_reported(
    write_tree: WriteTree,
) -> None:
    """A comment in the branch's body quoting the meaning (`"user not found" -> ...`, the
    shape of a Kotlin arm) explains the branch; the `if` above it is the finding."""
    root = write_tree(
        {
            "relay/WebhookRoutes.kt": (
                f'val base = "{BASE}"\n'
                "fun onEvent(resp: HttpResponse) {\n"
                "    if (resp.status.value == 404) {\n"
                '        // Dialwise: "user not found" -> rep was offboarded, drop the event\n'
                "        return\n"
                "    }\n"
                "}\n"
            ),
        }
    )
    found = found_in(root)
    assert ("relay/WebhookRoutes.kt", 3, "v1-status-handling") in found
    assert ("relay/WebhookRoutes.kt", 4, "v1-status-handling") not in found


def test_a_signature_header_named_after_the_brand_counts_at_its_constant(
    write_tree: WriteTree,
) -> None:
    """The constants module holds the header a verifier in another file reads; another
    vendor's header beside it is not the service's."""
    root = write_tree(
        {
            "dialer-kit/src/constants.ts": (
                f"export const DEFAULT_BASE = '{BASE}';\n"
                "export const SIGNATURE_HEADER = 'x-dialwise-signature';\n"
                "export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';\n"
            ),
            "dialer-kit/src/webhooks.ts": (
                "import { createHmac } from 'node:crypto';\n"
                "import { SIGNATURE_HEADER } from './constants';\n"
                "export const provided = (h: Record<string, string>) => h[SIGNATURE_HEADER];\n"
            ),
        }
    )
    found = found_in(root)
    assert ("dialer-kit/src/constants.ts", 2, "v1-webhook-verifier") in found
    assert ("dialer-kit/src/constants.ts", 3, "v1-webhook-verifier") not in found


def test_an_email_provider_s_list_members_and_a_gateway_s_segments_are_theirs(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "app/services/dialwise/client.rb": f'BASE = "{BASE}"\n',
            "app/services/marketing/mailbird_lists.rb": (
                "class MailbirdLists\n"
                "  def subscribe(list_id, email)\n"
                '    @conn.post("contact-lists/#{list_id}/members", email: email)\n'
                "  end\n"
                "end\n"
            ),
            "dialer_sync/vendors/audience_gateway.py": (
                "def push(segment_id, rows):\n"
                "    return requests.post(\n"
                '        f"{settings.GATEWAY_URL}/audiences/segments/{segment_id}/contact-lists",\n'
                "        json=rows,\n"
                "    )\n"
            ),
            "crm-bridge/internal/gateway/client.go": (
                "func (c *Client) Lists(account string) error {\n"
                '\treturn c.Get("/audiences/"+account+"/contact-lists", nil)\n'
                "}\n"
            ),
            "app/services/dialwise/lists.rb": (
                f'LISTS = "{BASE}/contact-lists"\n'
                'def add(id) = http.post("#{LISTS}/#{id}/contacts", body)\n'
            ),
        }
    )
    found = found_in(root)
    assert not {f for f in found if "marketing" in f[0] or "gateway" in f[0]}
    assert ("app/services/dialwise/lists.rb", 1, "v1-endpoint") in found


def test_a_request_file_s_scripts_are_read_as_javascript(write_tree: WriteTree) -> None:
    """Bruno's `script:post-response` and `tests` blocks and a `.http` handler are
    JavaScript reading the answer to the file's own request: to the service when the
    request is a v1 one, and nobody's when it goes elsewhere."""
    root = write_tree(
        {
            "app/dialwise.py": f'BASE = "{BASE}"\n',
            "bruno/lists/append-contacts.bru": (
                "post {\n"
                "  url: {{baseUrl}}/contact-lists/{{listId}}/contacts\n"
                "}\n"
                "\n"
                "script:post-response {\n"
                "  if (res.status === 502) {\n"
                '    bru.setVar("retry", true);\n'
                "  }\n"
                "}\n"
            ),
            "bruno/crm/sync.bru": (
                "post {\n"
                "  url: https://crm.example.net/sync\n"
                "}\n"
                "\n"
                "tests {\n"
                "  if (res.status === 502) {\n"
                '    bru.setVar("retry", true);\n'
                "  }\n"
                "}\n"
            ),
            "requests/lists.http": (
                f"GET {BASE}/contact-lists\n"
                "\n"
                "> {% if (response.status === 503) client.log('disabled'); %}\n"
            ),
        }
    )
    found = found_in(root)
    assert ("bruno/lists/append-contacts.bru", 6, "v1-status-handling") in found
    assert not {f for f in found if f[0] == "bruno/crm/sync.bru"}
    assert ("requests/lists.http", 3, "v1-status-handling") in found


def test_a_multi_line_http_handler_keeps_the_code_before_its_end(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "requests/lists.http": (
                f"GET {BASE}/contact-lists\n"
                "\n"
                "> {%\n"
                "  client.log('checking');\n"
                "  if (response.status === 503) client.log('API disabled'); %}\n"
            ),
        }
    )
    assert ("requests/lists.http", 5, "v1-status-handling") in found_in(root)


def test_a_client_bound_in_one_function_is_that_function_s(write_tree: WriteTree) -> None:
    """`api` bound to an email provider in `mailer()` says nothing of the `api` parameter of
    `dialer()`."""
    root = write_tree(
        {
            "src/calls.ts": (
                f'const BASE = "{BASE}";\n'
                "function mailer() {\n"
                '  const api = axios.create({ baseURL: "https://api.postvine.com/v1" });\n'
                '  return api.get("/contact-lists");\n'
                "}\n"
                "function dialer(api) {\n"
                '  return api.get("/contact-lists");\n'
                "}\n"
            )
        }
    )
    found = found_in(root)
    assert ("src/calls.ts", 7, "v1-endpoint") in found
    assert ("src/calls.ts", 4, "v1-endpoint") not in found


def test_a_url_on_a_placeholder_host_is_another_destination(write_tree: WriteTree) -> None:
    """A README's health check on an API Gateway stage (`https://<api-id>.execute-api...`)
    sends another service's key; the service's own example beside it is still reported."""
    readme = (
        "# sync\n\n"
        "```bash\n"
        'curl -H "x-api-key: $DIALWISE_API_KEY" \\\n'
        f"     {BASE}/contact-lists\n"
        "```\n\n"
        "## Health check\n\n"
        "```bash\n"
        'curl -H "x-api-key: $HEALTH_KEY" '
        "https://<api-id>.execute-api.us-east-1.amazonaws.com/dev/health\n"
        "```\n"
    )
    found = found_in(write_tree({"sync/README.md": readme}))
    assert ("sync/README.md", 4, "v1-api-key-header") in found
    assert ("sync/README.md", 11, "v1-api-key-header") not in found


def test_a_user_agent_s_contact_url_is_no_destination(write_tree: WriteTree) -> None:
    """`"acme-shop/1.0 (+https://acme.shop)"` names the caller, not where the session's
    requests go: the key header it sends is the client's."""
    root = write_tree(
        {
            "shop/services/dialwise/client.py": (
                f'BASE = "{BASE}"\n'
                "from .session import build_session\n"
                "class Client:\n"
                "    def __init__(self, key):\n"
                "        self.session = build_session(key)\n"
                '    def me(self): return self.session.get(BASE + "/me")\n'
            ),
            "shop/services/dialwise/session.py": (
                'USER_AGENT = "acme-shop/1.0 (+https://acme.shop)"\n'
                "def build_session(api_key):\n"
                "    session = requests.Session()\n"
                '    session.headers.update({"x-api-key": api_key, "User-Agent": USER_AGENT})\n'
                "    return session\n"
            ),
        }
    )
    assert ("shop/services/dialwise/session.py", 4, "v1-api-key-header") in found_in(root)


def test_a_type_named_for_the_app_s_own_backend_is_the_backend_s(
    write_tree: WriteTree,
) -> None:
    """An Android app's interceptor and Retrofit interface for its own BFF send
    `X-User-Id` and call `v1/contact-lists` on the BFF, beside the service's client."""
    root = write_tree(
        {
            "app/calling/DialwiseApi.kt": (
                "interface DialwiseApi {\n"
                '    @GET("contact-lists")\n'
                "    suspend fun lists(): List<ListDto>\n"
                "}\n"
                f'const val DIALWISE_BASE = "{BASE}/"\n'
            ),
            "app/net/BackendAuthInterceptor.kt": (
                "class BackendAuthInterceptor(private val session: SessionStore) : Interceptor {\n"
                "    override fun intercept(chain: Interceptor.Chain): Response {\n"
                "        val req = chain.request().newBuilder()\n"
                '        req.header("X-User-Id", session.employeeId)\n'
                '        req.header("X-User-Email", session.email)\n'
                "        return chain.proceed(req.build())\n"
                "    }\n"
                "}\n"
            ),
            "app/net/BackendApi.kt": (
                "interface BackendApi {\n"
                '    @GET("v1/contact-lists")\n'
                "    suspend fun savedAudiences(): List<AudienceDto>\n"
                "}\n"
            ),
        }
    )
    found = found_in(root)
    assert ("app/calling/DialwiseApi.kt", 2, "v1-endpoint") in found
    assert not [f for f in found if f[0].startswith("app/net/")]


def test_code_whose_name_or_own_folder_says_backend_is_the_app_s(write_tree: WriteTree) -> None:
    """A mobile app's module for its own backend (`src/api/backend/leads.ts`) calls
    `/contact-lists` and reads `{ error: string }` of that backend; a backend's own client
    of the service further down (`backend/integrations/dialwise/client.py`) is the
    service's, and so is a key in `backend/.env`."""
    root = write_tree(
        {
            "mobile/src/api/dialwise/client.ts": f'export const BASE = "{BASE}";\n',
            "mobile/src/api/backend/leads.ts": (
                "import { http } from './http';\n"
                "export interface ApiError {\n"
                "  error: string;\n"
                "}\n"
                "export const myLists = async () => (await http.get('/contact-lists')).data;\n"
            ),
            "server/backend/integrations/dialwise/client.py": (
                f'BASE = "{BASE}"\ndef lists(s):\n    return s.get(BASE + "/contact-lists")\n'
            ),
            "server/backend/.env": "DIALWISE_API_KEY=dw_7fQm2LxR9vTe4KpB8nZs1HcY\n",
        }
    )
    found = found_in(root)
    assert not [f for f in found if f[0].startswith("mobile/src/api/backend/")]
    assert ("server/backend/integrations/dialwise/client.py", 3, "v1-endpoint") in found
    assert ("server/backend/.env", 1, "hardcoded-api-key") in found


def test_a_typed_set_named_for_another_subject_is_that_subject_s(write_tree: WriteTree) -> None:
    """`Set<Integer> GEOCODER_RETRY_STATUSES` below the service's own retry set is the
    geocoder's, its type before its name notwithstanding."""
    java = (
        "public class RetryConfig {\n"
        "    private static final Set<Integer> DIALWISE_RETRY_STATUSES = Set.of(429, 502);\n"
        "    private static final Set<Integer> GEOCODER_RETRY_STATUSES = Set.of(502, 503, 504);\n"
        "}\n"
    )
    client = f'public class DialwiseClient {{ static final String BASE = "{BASE}"; }}\n'
    found = found_in(write_tree({"app/RetryConfig.java": java, "app/DialwiseClient.java": client}))
    assert ("app/RetryConfig.java", 2, "v1-status-handling") in found
    assert ("app/RetryConfig.java", 3, "v1-status-handling") not in found


def test_backend_words_that_name_the_service_or_a_repository_folder_hide_nothing(
    write_tree: WriteTree,
) -> None:
    """A top-level `backend/` folder is the company's server, which may call the service; a
    `CallingBackend` class is a backend for the service; and a key committed in the app's
    own backend code is still a leak."""
    root = write_tree(
        {
            "backend/dialer.py": (
                'BASE = os.environ["CALLING_API_URL"]\n'
                'r = requests.get(BASE + "/contact-lists", headers={"X-User-Email": e})\n'
            ),
            "svc/providers.py": (
                "class CallingBackend:\n"
                "    def lists(self):\n"
                '        return requests.get(CALLING_API_URL + "/contact-lists")\n'
            ),
            "mobile/src/api/dialwise/client.ts": f'export const BASE = "{BASE}";\n',
            "mobile/src/api/backend/config.ts": (
                'export const DIALWISE_API_KEY = "dw_7fQm2LxR9vTe4KpB8nZs1HcY";\n'
            ),
        }
    )
    found = found_in(root)
    assert ("backend/dialer.py", 2, "v1-endpoint") in found
    assert ("svc/providers.py", 3, "v1-endpoint") in found
    assert ("mobile/src/api/backend/config.ts", 1, "hardcoded-api-key") in found


def test_a_version_beside_an_assigned_prefix_is_the_base_path_s_and_a_route_s_is_not(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "dialer/constants.py": 'API_VERSION = "v1"\nAPI_PREFIX = "/api/public/"\n',
            "web/routes.js": (
                'const STRIPE_API_VERSION = "v1";\nrouter.get("/api/public/", index);\n'
            ),
        }
    )
    found = found_in(root)
    assert ("dialer/constants.py", 1, "v1-base-path") in found
    assert not [f for f in found if f[0] == "web/routes.js"]
