"""`migrate recipe validate|plan|list|show|new|schema`."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from callbridge._data import data_dir
from callbridge.cli import cli
from callbridge.recipe import list_builtin
from callbridge.sandbox import SandboxServer


def recipe(*args: str) -> Result:
    return CliRunner().invoke(cli, ["recipe", *args], catch_exceptions=False)


def test_list_and_show_the_builtin_recipes() -> None:
    listed = recipe("list")
    assert listed.exit_code == 0
    for name, _ in list_builtin():
        assert name in listed.stdout
    names = {entry["name"] for entry in json.loads(recipe("list", "--json").stdout)}
    assert {
        "check-credential",
        "initial-sync",
        "remove-contact",
        "rotate-and-verify-webhook",
    } <= names
    shown = recipe("show", "remove-contact")
    assert shown.exit_code == 0
    assert "remove_membership: lists.remove_contact (destructive)" in shown.stdout
    assert "mode (string, default 'membership')" in shown.stdout


def test_validate_reports_every_problem_with_its_place(tmp_path: Path) -> None:
    good = tmp_path / "good.yaml"
    good.write_text(data_dir("recipes").joinpath("check-credential.yaml").read_text())
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "recipe: 1\nname: bad\ndescription: x\nsteps:\n  - id: a\n    action: me\n    with: {limit: 1}\n"
    )
    result = recipe("validate", str(good), str(bad), "initial-sync")
    assert result.exit_code == 2
    assert f"{good}: ok" in result.stdout and "initial-sync: ok" in result.stdout
    assert f"{bad}:7:12: steps[0] (a).with.limit: me has no parameter 'limit'" in result.stderr


def test_new_scaffolds_a_valid_recipe(tmp_path: Path) -> None:
    target = tmp_path / "my-flow.yaml"
    made = recipe("new", "my-flow", "-o", str(target))
    assert made.exit_code == 0 and target.exists()
    first = target.read_text().splitlines()[0]
    assert first.startswith("# yaml-language-server: $schema=")
    schema_ref = first.split("$schema=", 1)[1]
    assert not Path(schema_ref).is_absolute()  # no path of the machine that wrote it
    assert (tmp_path / schema_ref).resolve().is_file()
    assert recipe("validate", str(target)).exit_code == 0
    assert recipe("new", "my-flow", "-o", str(target)).exit_code == 2
    unwritable = recipe("new", "other", "-o", str(target / "other.yaml"))
    assert unwritable.exit_code == 2 and "cannot write" in unwritable.output
    assert "letters, digits" in recipe("new", "Bad Name", "-o", str(tmp_path / "x.yaml")).output


def test_schema_prints_the_shipped_schema(tmp_path: Path) -> None:
    printed = recipe("schema")
    shipped = resources.files("callbridge").joinpath("recipe", "recipe.schema.json").read_text()
    assert printed.stdout == shipped
    assert json.loads(printed.stdout)["title"] == "callbridge recipe"
    written = recipe("schema", "-o", str(tmp_path / "schema.json"))
    assert written.exit_code == 0 and (tmp_path / "schema.json").read_text() == shipped
    into_a_file = recipe("schema", "-o", str(tmp_path / "schema.json" / "x.json"))
    assert into_a_file.exit_code == 2 and "cannot write" in into_a_file.output


def test_plan_marks_destructive_steps(
    sandbox_server: SandboxServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seed = sandbox_server.seed_demo()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CALLBRIDGE_BASE_URL", sandbox_server.api_url)
    monkeypatch.setenv("CALLBRIDGE_API_KEY", seed.workspace_key)
    args = ["plan", "remove-contact", "-i", f"list_id={seed.list_id}", "-i", "phone=+14155550103"]
    result = recipe(*args, "-i", "mode=delete")
    assert result.exit_code == 0, result.output
    assert (
        "step  delete_contact (contacts.delete, DESTRUCTIVE: needs confirmation)" in result.stdout
    )
    assert f"would send DELETE /contacts/{seed.contact_ids[2]}" in result.stdout
    assert "skip  remove_membership" in result.stdout
    as_json = json.loads(recipe(*args, "--json").stdout)
    assert as_json["steps"][1]["needsConfirmation"] is True


def test_validate_resolves_every_name_and_lists_every_problem(tmp_path: Path) -> None:
    bad = tmp_path / "names.yaml"
    bad.write_text(
        "recipe: 1\n"
        "name: names\n"
        "description: Names that do not resolve.\n"
        "inputs:\n"
        "  list_id: {type: integer, required: true}\n"
        "steps:\n"
        "  - id: look\n"
        "    action: lists.contacts\n"
        '    with: {list_id: "{{ inputs.list_id }}"}\n'
        "    outputs:\n"
        '      first: "{{ result.data[0].id }}"\n'
        "  - id: drop\n"
        "    action: lists.remove_contact\n"
        "    for_each: [1, 2]\n"
        "    as: cid\n"
        "    with:\n"
        '      list_id: "{{ steps.look.outputs.frist }}"\n'
        '      contact_id: "{{ item }}"\n'
        "outputs:\n"
        '  x: "{{ steps.look.output }}"\n'
        '  y: "{{ contact_idd }}"\n'
    )
    result = recipe("validate", str(bad))
    assert result.exit_code == 2 and "ok" not in result.stdout
    assert result.stderr.splitlines() == [
        f"{bad}:17:7: steps[1] (drop).with.list_id: step 'look' declares no output 'frist' "
        "(did you mean 'first'?)",
        f"{bad}:18:7: steps[1] (drop).with.contact_id: unknown name 'item': this step calls its "
        "loop variable 'cid'",
        f"{bad}:20:3: outputs.x: steps.look has outputs and status, not 'output'",
        f"{bad}:21:3: outputs.y: unknown name 'contact_idd'",
    ]


def test_validate_counts_steps_in_plain_words(tmp_path: Path) -> None:
    one = tmp_path / "one.yaml"
    one.write_text(
        "recipe: 1\nname: one\ndescription: One step.\nsteps:\n  - id: me\n    action: me\n"
    )
    assert "ok (one, 1 step)" in recipe("validate", str(one)).stdout
