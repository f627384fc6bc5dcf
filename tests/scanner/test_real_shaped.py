"""Code shaped like real repositories that is not a v1 use, and trees that try to break the walk.

`negatives/` holds small files written after real ones: an AWS SES model in botocore's
JSON shape (`/v2/email/contact-lists`, its own methods), and a web app's own `X-User-Email`
header (an Angular interceptor for relative URLs, a server reading it, end-to-end tests
naming it), a wheel's RECORD (file names with `key` in them, hashes), and an API client's
own code (a key exchange whose names end in `Key`, a Go map serving a public key, an AWS
signature test with `test-signature` values) beside a file already calling the v2 API. None of them talks to this service, so none may produce a finding.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from scanner_samples import WriteTree, found_in

from callbridge.cli import cli
from callbridge.scanner import scan

NEGATIVES = Path(__file__).resolve().parent / "negatives"


def test_real_shaped_negatives_produce_no_finding() -> None:
    result = scan([NEGATIVES])
    assert result.stats.files_scanned == 10
    assert result.findings == []


def _openapi_dump(pairs: int) -> str:
    paths = ",".join(
        f'"/v1/things/{{id{i}}}":{{"get":{{"version":"v1","parameters":[{{"name":"x-api-key",'
        f'"in":"header"}}],"responses":{{"502":{{"description":"Bad gateway"}}}}}}}}'
        for i in range(pairs)
    )
    return (
        '{"openapi":"3.0.1","info":{"title":"Weather","version":"v1"},'
        f'"servers":[{{"url":"https://api.weather.example.net/v1"}}],"paths":{{{paths}}}}}'
    )


def test_machine_written_single_line_files_produce_no_finding(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "openapi/weather.json": _openapi_dump(600),  # ~100 KB on one line
            "assets/blob.b64": "QUJD" * 50_000,
            "config/api.v1.json": '{"calls":{"version":"v1","x-api-key":"k"}}',
        }
    )
    result = scan([root])
    assert result.stats.files_scanned == 3
    assert result.findings == []


def test_a_finding_on_a_long_line_has_exact_position_and_a_short_snippet(
    write_tree: WriteTree,
) -> None:
    prefix = '{"pad":"' + "a" * 20_000 + '","base":"'
    root = write_tree({"dump.json": prefix + 'https://calls.example.com/api/public/v1"}'})
    (finding,) = scan([root]).findings
    column = len(prefix) + len("https://calls.example.com/") + 1
    assert (finding.line, finding.column, finding.end_column) == (1, column, column + 13)
    assert "api/public/v1" in finding.snippet and len(finding.snippet) <= 240


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["scan", *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("fmt", ["text", "json", "sarif", "github", "markdown"])
def test_a_name_that_is_not_utf8_is_printed_with_escapes(tmp_path: Path, fmt: str) -> None:
    name = os.fsdecode(b"client\xff.py")
    (tmp_path / name).write_text('BASE = "https://calls.example.com/api/public/v1"\n', "utf-8")
    code, out, _ = _run(str(tmp_path), "--format", fmt)
    assert code == 1
    if fmt == "sarif":  # a URI: the backslash of the escape is percent-encoded
        assert "client%5Cxff.py" in out
    else:
        shown = json.dumps(json.loads(out), ensure_ascii=False) if fmt == "json" else out
        assert "client\\xff.py" in shown.replace("\\\\", "\\")


def test_a_fifo_named_on_the_command_line_is_skipped_with_a_warning(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    (tmp_path / "app.py").write_text('BASE = "https://calls.example.com/api/public/v1"\n', "utf-8")
    code, out, _ = _run(str(tmp_path / "app.py"), str(fifo), "--format", "json")
    data = json.loads(out)
    assert code == 1
    assert [f["path"] for f in data["findings"]] == ["app.py"]
    assert "pipe: not a regular file, skipped" in data["warnings"]


def test_a_file_symlink_leaving_the_tree_is_not_followed(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    tree = tmp_path / "tree"
    outside.mkdir()
    tree.mkdir()
    (outside / "secret.py").write_text('B = "https://calls.example.com/api/public/v1"\n', "utf-8")
    (tree / "inside.py").write_text('B = "https://calls.example.com/api/public/v1"\n', "utf-8")
    (tree / "link.py").symlink_to(outside / "secret.py")
    (tree / "alias.py").symlink_to(tree / "inside.py")  # inside the tree: followed
    result = scan([tree])
    assert sorted(f.path for f in result.findings) == ["alias.py", "inside.py"]
    assert any("link.py" in w and "outside the tree" in w for w in result.warnings)


@pytest.mark.parametrize(("root", "expected"), [("pantheon", 0), ("work", 1)])
def test_the_tree_s_own_name_is_not_taken_for_the_service_s(
    tmp_path: Path, root: str, expected: int
) -> None:
    """A project linking its own newsletter at `/api/public` does not make every file that
    names the project a file about the service; the same files under another name do."""
    tree = tmp_path / root / "src"
    tree.mkdir(parents=True)
    (tree / "newsletter.ts").write_text(
        'export const NEWSLETTER = "https://newsletter.pantheon.dev/api/public/subscription"\n'
    )
    (tree / "session.ts").write_text(
        'const pantheon = { session_key: "a8Kd93jf0aLk3jd9xQ2", protocol: "v1" }\n'
    )
    assert len(scan([tmp_path / root]).findings) == expected


def test_descriptions_in_data_are_prose_and_our_own_recipes_are_clean(
    write_tree: WriteTree,
) -> None:
    """An OpenAPI summary or a recipe's description naming the v1 path documents it; the
    recipes this project ships are scanned too (they land in site-packages)."""
    root = write_tree(
        {
            "openapi.yaml": """\
paths:
  /lists/{id}:
    put:
      summary: Replaces the v1 PATCH /contact-lists/{id}
      description: >-
        Calls the vendor at https://calls.example.com/api/public/v2 instead of the old
        https://calls.example.com/api/public/v1/contact-lists endpoint.
""",
        }
    )
    repo = Path(__file__).resolve().parents[2]
    assert scan([root]).findings == []
    assert scan([repo / "recipes"]).findings == []


def test_a_model_s_method_field_names_the_call_not_the_words_around_it(
    write_tree: WriteTree,
) -> None:
    """An SDK model on one line (`"http": {"method": "GET", "requestUri": ...}`): the read
    is not taken for the PATCH another operation of the line names."""
    model = (
        '{"operations":{"GetList":{"name":"GetList","http":{"method":"GET",'
        '"requestUri":"/api/public/v1/contact-lists/{ListId}"},"documentation":"Reads a list;'
        ' use PATCH to rename it"}}}'
    )
    root = write_tree({"models/calling-2023.json": model})
    rules = {f.rule_id for f in scan([root]).findings}
    assert "v1-contact-lists-patch" not in rules
    assert "v1-contact-lists" in rules


def test_a_sealed_secret_s_ciphertext_is_no_key(write_tree: WriteTree) -> None:
    """A SealedSecret's `encryptedData` value is ciphertext hundreds of characters long,
    longer than any API key (`MAX_KEY_CHARS`)."""
    sealed = "AgB" + "y3i4OJSWK+PiTySYZZA1rO43cGDEq9kqLZWQ4s2XJdU5n3ZUu7uVqHzQ2o0MZ8vFhZ" * 6 + "=="
    root = write_tree(
        {
            "deploy/configmap.yaml": "DIALER_URL: https://api.dialwise.com/api/public/v1\n",
            "deploy/sealed-secrets.yaml": (
                "kind: SealedSecret\nmetadata:\n  name: dialwise-credentials\nspec:\n"
                f"  encryptedData:\n    api-key: {sealed}\n"
            ),
        }
    )
    assert not {f for f in found_in(root) if f[0] == "deploy/sealed-secrets.yaml"}
