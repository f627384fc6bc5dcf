"""Legacy languages, SQL and manifests: read as their own code, with evidence scoped as
their authors scope it (a query's branches, a Kubernetes document, a status set's name)."""

from __future__ import annotations

from scanner_samples import WriteTree, found_in

BASE = "https://api.ringwell.io/api/public/v1"


def test_pascal_classic_asp_and_coldfusion_status_branches_are_read(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "agentdesk/RingwellApi.pas": (
                f"const BaseUrl = '{BASE}';\n"
                "{ 502: a comment is no branch }\n"
                "case Status of\n"
                "  502: raise ERingwellError.Create('identity provider unreachable');\n"
                "  503: E.Message := 'Ringwell API disabled by administrator';\n"
                "end;\n"
            ),
            "intranet/includes/ringwell_client.asp": (
                "<%\n"
                f'Const RW_BASE = "{BASE}"\n'
                "Select Case http.Status\n"
                "  Case 502\n"
                '    msg = "Ringwell login unreachable"\n'
                "End Select\n"
                "%>\n"
            ),
            "portal/pages/callLists.cfm": (
                f'<cfset base = "{BASE}">\n'
                "<!--- 503: a comment is no branch --->\n"
                "<cfif result.status EQ 503>\n"
                "  <p>The dialer API is disabled.</p>\n"
                "</cfif>\n"
            ),
            "macros/modRingwell.bas": (
                f'Const RW_BASE As String = "{BASE}"\n'
                "If http.Status = 502 Then\n"
                '    MsgBox "Ringwell login service unreachable, try again"\n'
                "End If\n"
            ),
        }
    )
    found = found_in(root)
    assert {
        ("agentdesk/RingwellApi.pas", 4, "v1-status-handling"),
        ("agentdesk/RingwellApi.pas", 5, "v1-status-handling"),
        ("intranet/includes/ringwell_client.asp", 4, "v1-status-handling"),
        ("portal/pages/callLists.cfm", 3, "v1-status-handling"),
        ("macros/modRingwell.bas", 2, "v1-status-handling"),
    } <= found
    assert ("agentdesk/RingwellApi.pas", 2, "v1-status-handling") not in found
    assert ("portal/pages/callLists.cfm", 2, "v1-status-handling") not in found


def test_a_model_named_after_the_brand_branches_on_v1_statuses_in_sql(
    write_tree: WriteTree,
) -> None:
    """A dbt model of the brand's source, in the brand's folder, names the service by its
    path: its `case when` arms on 503 and 502 and its "user not found" test are v1
    handling; the same query for another upstream is not."""
    query = (
        "with source as (select * from {{{{ source('{name}', 'sync_log') }}}})\n"
        "select\n"
        "    request_id,\n"
        "    case\n"
        "        when http_status = 503 then 'api_disabled'\n"
        "        when http_status = 502 then 'idp_unreachable'\n"
        "        when http_status = 404 and error = 'user not found' then 'acting_user_missing'\n"
        "        else 'ok'\n"
        "    end as outcome\n"
        "from source\n"
    )
    root = write_tree(
        {
            "etl/ringwell/client.py": f'BASE = "{BASE}"\n',
            "dbt/models/staging/ringwell/stg_ringwell__sync_log.sql": query.format(name="ringwell"),
            "dbt/models/staging/shipping/stg_shipping__sync_log.sql": query.format(name="shipping"),
        }
    )
    found = found_in(root)
    model = "dbt/models/staging/ringwell/stg_ringwell__sync_log.sql"
    assert {
        (model, 5, "v1-status-handling"),
        (model, 6, "v1-status-handling"),
        (model, 7, "v1-status-handling"),
        (model, 7, "v1-error-shape"),
    } <= found
    assert not {f for f in found if f[0].startswith("dbt/models/staging/shipping/")}


def test_a_secret_in_a_manifest_is_its_document_s_not_the_next_one_s(write_tree: WriteTree) -> None:
    """`---` separates Kubernetes documents: the Stripe secret below does not make the
    dialer's key Stripe's, and the document's `metadata: name:` names whose key it is."""
    root = write_tree(
        {
            "app/ringwell.py": f'BASE = "{BASE}"\n',
            "k8s/secrets.yaml": (
                "apiVersion: v1\n"
                "kind: Secret\n"
                "metadata:\n"
                "  name: ringwell-credentials\n"
                "stringData:\n"
                '  api-key: "rw_Hn6Yt3Qw8Rk2Lm9Pz5Xv4Bc7"\n'
                "---\n"
                "apiVersion: v1\n"
                "kind: Secret\n"
                "metadata:\n"
                "  name: stripe-webhook\n"
                "stringData:\n"
                '  api-key: "sk_Qm4Tx8Wz2KcV7nLp9RdB3fYh"\n'
            ),
        }
    )
    found = found_in(root)
    assert ("k8s/secrets.yaml", 6, "hardcoded-api-key") in found
    assert ("k8s/secrets.yaml", 13, "hardcoded-api-key") not in found


def test_a_status_set_named_for_another_subject_is_not_the_brand_s(write_tree: WriteTree) -> None:
    """`pricingRetryable` below `ringwellRetryable` names pricing: the brand on the line
    above does not speak for it (the comment wakes the rules, and is no evidence)."""
    root = write_tree(
        {
            "client/RingwellClient.kt": f'const val BASE = "{BASE}"\n',
            "config/ResilienceConfig.kt": (
                "// retry policies of the calling-api client and of the pricing service\n"
                "class ResilienceConfig {\n"
                "    private val ringwellRetryable = setOf(429, 502)\n"
                "    private val pricingRetryable = setOf(502, 503, 504)\n"
                "}\n"
            ),
        }
    )
    found = found_in(root)
    assert ("config/ResilienceConfig.kt", 3, "v1-status-handling") in found
    assert ("config/ResilienceConfig.kt", 4, "v1-status-handling") not in found


def test_a_config_section_written_as_one_name_names_the_brand(write_tree: WriteTree) -> None:
    """`[RingWell]` writes the brand as one name in a one-line literal, as code would."""
    root = write_tree(
        {
            "src/client.py": f'BASE = "{BASE}"\n',
            "config/dialer.ini": "[Agent]\nEmail=\n\n[RingWell]\nApiKey=rwk_7uVb2Nq4Rt8Wm1Xz5Kp3Hj6L\n",
        }
    )
    assert ("config/dialer.ini", 5, "hardcoded-api-key") in found_in(root)


def test_another_api_s_path_under_a_placeholder_is_its_own(write_tree: WriteTree) -> None:
    """`/segments/{name}/contact-lists` is the platform's own resource, whatever the
    file's client sends; a query cache key or an Angular route is no request."""
    root = write_tree(
        {
            "src/ringwell.py": f'BASE = "{BASE}"\n',
            "src/internal_api.py": (
                "class Platform:\n"
                '    base_url = "https://platform.example.com/api/v1"\n'
                "    def publish(self, c, name):\n"
                '        return c.post(f"/segments/{name}/contact-lists", json={})\n'
            ),
            "web/src/hooks/useContactLists.ts": (
                f'const BASE = "{BASE}";\n'
                "export const keys = {\n"
                "  all: ['contact-lists'] as const,\n"
                "  detail: (id: string) => ['contact-lists', id] as const,\n"
                "};\n"
                "router.navigate(['contact-lists', id]);\n"
                "fetch(`${BASE}/contact-lists/${id}`);\n"
            ),
        }
    )
    found = found_in(root)
    assert not {f for f in found if f[0] == "src/internal_api.py"}
    hooks = {line for path, line, _ in found if path == "web/src/hooks/useContactLists.ts"}
    assert 7 in hooks
    assert not hooks & {3, 4, 6}


def test_a_classic_asp_page_s_html_and_script_quotes_are_not_comments(
    write_tree: WriteTree,
) -> None:
    """In an `.asp` page a `'` after a space opens a VBScript comment; the page's
    `href='...'` and its script's `'...'` strings are strings."""
    root = write_tree(
        {
            "intranet/lists.asp": (
                "<% ' lists page: BASE below is the dialer's %>\n"
                f"<a href='{BASE}/contact-lists'>lists</a>\n"
                f"<script>var url = '{BASE}/contact-lists';</script>\n"
                f"<% ' old: {BASE} %>\n"
            ),
        }
    )
    lines = {line for path, line, _ in found_in(root) if path == "intranet/lists.asp"}
    assert {2, 3} <= lines
    assert 4 not in lines


def test_a_markdown_inline_request_is_code_and_a_bare_base_path_in_a_sentence_prose(
    write_tree: WriteTree,
) -> None:
    readme = (
        "# Dialer\n\n"
        "Dialwise retired `/api/public/v1`; this tool still calls it.\n\n"
        "| Setting | Value |\n"
        "|---|---|\n"
        "| `DIALWISE_BASE_URL` | `https://api.dialwise.com/api/public/v1` |\n"
        "| lists | `/api/public/v1/contact-lists` |\n"
    )
    found = {(line, category) for _, line, category in found_in(write_tree({"README.md": readme}))}
    assert (7, "v1-base-path") in found
    assert (8, "v1-endpoint") in found
    assert not [line for line, _ in found if line == 3]
