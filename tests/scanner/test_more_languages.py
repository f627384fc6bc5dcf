"""Elixir, Groovy, Dart, T-SQL, OCaml, C and Markdown as their authors write them: a
module's documentation is prose, a Tesla module's base URL is every request's, a
Jenkinsfile's `sh '''...'''` is a string, OCaml's `(* *)` is a comment, a C function beside
the client is the client's when it calls it, a README's indented block is code; and the
company's own one-label names for the service (`proxy_pass https://ringlane;`) do not hide
its brand."""

from __future__ import annotations

from scanner_samples import WriteTree, found_in

BASE = "https://api.ringlane.com/api/public/v1"


def test_a_groovy_triple_single_quoted_script_is_a_string(write_tree: WriteTree) -> None:
    """`sh '''...'''` in a Jenkinsfile: the URL inside is the script's, and its `//` opens
    no comment."""
    root = write_tree(
        {
            "Jenkinsfile": (
                "node {\n"
                "  sh '''\n"
                '    curl -fsS -H "x-api-key: $KEY" \\\n'
                f"      {BASE}/contact-lists?limit=1\n"
                "  '''\n"
                "}\n"
            )
        }
    )
    found = found_in(root)
    assert ("Jenkinsfile", 4, "v1-base-path") in found
    assert ("Jenkinsfile", 4, "v1-endpoint") in found


def test_a_one_label_host_does_not_veto_the_brand(write_tree: WriteTree) -> None:
    """An nginx upstream named after the vendor (`proxy_pass https://ringlane;`) is the
    company's alias for it: `ringlane` stays the brand, and an Erlang client that names
    only the brand is read as the service's."""
    root = write_tree(
        {
            "edge/nginx.conf": (
                "upstream ringlane { server api.ringlane.com:443; }\n"
                "location /rl/ {\n"
                "  rewrite ^/rl/(.*)$ /api/public/v1/$1 break;\n"
                "  proxy_pass https://ringlane;\n"
                "}\n"
            ),
            "core/config/runtime.exs": f'config :core, :ringlane, base_url: "{BASE}"\n',
            "core/lib/core/ringlane/users.ex": (
                "defmodule Core.Ringlane.Users do\n"
                "  def ensure(email) do\n"
                '    case Client.get(client(email), "/me") do\n'
                "      {:error, %Error{status: 502}} ->\n"
                "        {:error, :try_later}\n"
                "    end\n"
                "  end\n"
                "end\n"
            ),
        }
    )
    assert ("core/lib/core/ringlane/users.ex", 4, "v1-status-handling") in found_in(root)


def test_elixir_documentation_is_prose_and_a_tesla_base_url_is_the_module_s(
    write_tree: WriteTree,
) -> None:
    """An email vendor's Tesla module whose `@moduledoc` mentions the service: its
    `/contact-lists` and its error bodies are the vendor's."""
    root = write_tree(
        {
            "core/config/runtime.exs": f'config :core, :ringlane, base_url: "{BASE}"\n',
            "core/lib/core/mailvine.ex": (
                "defmodule Core.Mailvine do\n"
                '  @moduledoc """\n'
                "  Newsletter audiences, unrelated to Ringlane dialing lists.\n"
                '  """\n'
                "  use Tesla\n"
                '  plug Tesla.Middleware.BaseUrl, "https://api.mailvine.com/v1"\n'
                "\n"
                "  def subscribe(list_id, email) do\n"
                '    case post("/contact-lists/#{list_id}/contacts", %{email: email}) do\n'
                '      {:ok, %{body: %{"error" => message}}} -> {:error, message}\n'
                "    end\n"
                "  end\n"
                "end\n"
            ),
        }
    )
    found = {f for f in found_in(root) if f[0] == "core/lib/core/mailvine.ex"}
    assert found == set()


def test_a_dart_initializer_list_binds_the_client_to_its_base_url(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "app/lib/ringlane_client.dart": f"const ringlaneBase = '{BASE}';\n",
            "app/lib/newsletter_service.dart": (
                "class NewsletterService {\n"
                "  NewsletterService()\n"
                "      : _dio = Dio(BaseOptions(\n"
                "          baseUrl: 'https://api.mailwise.io/v1',\n"
                "        ));\n"
                "  final Dio _dio;\n"
                "  Future<void> add(String id) async {\n"
                "    await _dio.post('/contact-lists/$id/contacts', data: {});\n"
                "  }\n"
                "}\n"
            ),
        }
    )
    assert not {f for f in found_in(root) if f[0] == "app/lib/newsletter_service.dart"}


def test_t_sql_branches_and_unicode_literals_are_read(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "db/procedures/usp_ringlane_append.sql": (
                "SET @url = @base + N'/contact-lists/' + @list_id + N'/contacts';\n"
                "DECLARE @err NVARCHAR(2000) = JSON_VALUE(@response, '$.result.error');\n"
                "IF @status = 503\n"
                "    THROW 50503, N'disabled', 1;\n"
                "IF @status = 404 AND @err = N'user not found'\n"
                "    THROW 50404, N'not provisioned', 1;\n"
            ),
        }
    )
    found = found_in(root)
    path = "db/procedures/usp_ringlane_append.sql"
    assert (path, 2, "v1-error-shape") in found
    assert (path, 3, "v1-status-handling") in found
    assert (path, 5, "v1-status-handling") in found
    assert (path, 5, "v1-error-shape") in found


def test_a_markdown_indented_code_block_is_code_and_a_list_item_s_text_is_not(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "README.md": (
                "# smoke\n"
                "\n"
                "Run it:\n"
                "\n"
                f"    ./gradlew run -PringlaneBase={BASE}\n"
                "\n"
                "- an item whose text goes on below\n"
                "\n"
                f"    the old base was {BASE} until March\n"
                "\n"
                "  its second paragraph\n"
                "\n"
                f"    and a third, still the item's: {BASE}\n"
            ),
        }
    )
    found = found_in(root)
    assert ("README.md", 5, "v1-base-path") in found
    assert ("README.md", 9, "v1-base-path") not in found
    assert ("README.md", 13, "v1-base-path") not in found


def test_ocaml_is_read_with_its_own_comments(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "router/lib/ringlane_error.ml": (
                f'let base = "{BASE}"\n'
                "(* | 502 -> a comment, no branch *)\n"
                "let classify status msg = match status with\n"
                '  | 404 when String.equal msg "user not found" -> Rep_not_found\n'
                "  | 502 -> Idp_down\n"
                "let quote = '\"' in match status with\n"
                "  | 502 -> Idp_down\n"
                '  | _ -> failwith "other"\n'
            ),
        }
    )
    found = found_in(root)
    path = "router/lib/ringlane_error.ml"
    assert (path, 2, "v1-status-handling") not in found
    assert (path, 7, "v1-status-handling") in found  # after a character literal `'"'`
    assert (path, 4, "v1-status-handling") in found
    assert (path, 5, "v1-status-handling") in found


def test_a_c_function_beside_the_client_is_the_client_s_when_the_client_calls_it(
    write_tree: WriteTree,
) -> None:
    """`cv_errors.c` names nothing of the service; `cv_http.c` beside it talks to the service
    and calls the function its branches sit in."""
    root = write_tree(
        {
            "fw/src/cv_http.c": (
                f'#define BASE "{BASE}"\n'
                "int cv_get(const char *path, cv_resp_t *resp)\n"
                "{\n"
                '    curl_easy_setopt(curl, CURLOPT_URL, BASE "/contact-lists");\n'
                "    if (!cv_status_is_retryable(resp->status)) return 0;\n"
                "    return 1;\n"
                "}\n"
            ),
            "fw/src/cv_errors.c": (
                '#include "cv_errors.h"\n'
                "\n"
                "int cv_status_is_retryable(long status)\n"
                "{\n"
                "    switch (status) {\n"
                "    case 502: return 1;\n"
                "    default: return 0;\n"
                "    }\n"
                "}\n"
                "\n"
                "int mailer_is_retryable(long status)\n"
                "{\n"
                "    return status == 502;\n"
                "}\n"
            ),
        }
    )
    found = found_in(root)
    assert ("fw/src/cv_errors.c", 6, "v1-status-handling") in found
    assert ("fw/src/cv_errors.c", 13, "v1-status-handling") not in found


def test_a_c_function_defined_over_several_lines_declares_its_name(write_tree: WriteTree) -> None:
    """`cv_headers` is called by `cv_request`, whose parameters go on over two lines and
    which the client calls; a `struct curl_slist *h` in between declares nothing."""
    root = write_tree(
        {
            "fw/src/cv_lists.c": (
                f'#define BASE "{BASE}"\n'
                "int cv_lists(const cv_config_t *cfg, cv_response_t *resp)\n"
                "{\n"
                '    return cv_request(cfg, "GET", BASE "/contact-lists", NULL, resp);\n'
                "}\n"
            ),
            "fw/src/cv_http.c": (
                "static struct curl_slist *cv_headers(const cv_config_t *cfg)\n"
                "{\n"
                "    struct curl_slist *h = NULL;\n"
                '    snprintf(line, sizeof line, "x-api-key: %s", cfg->api_key);\n'
                "    return curl_slist_append(h, line);\n"
                "}\n"
                "\n"
                "int cv_request(const cv_config_t *cfg, const char *method, const char *path,\n"
                "               const char *json_body, cv_response_t *resp)\n"
                "{\n"
                "    struct curl_slist *h = cv_headers(cfg);\n"
                "    return send(h, path);\n"
                "}\n"
            ),
        }
    )
    assert ("fw/src/cv_http.c", 4, "v1-api-key-header") in found_in(root)
