"""The recipe format: what a valid recipe is, and how a bad one is reported."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from recipe_helpers import ISSUE_EXAMPLE

from callbridge._data import data_dir
from callbridge.recipe import RecipeFormatError, json_schema, list_builtin, load_recipe, parse
from callbridge.recipe.schema import json_schema_text

GOOD = ISSUE_EXAMPLE


def problems(text: str) -> str:
    with pytest.raises(RecipeFormatError) as caught:
        parse(text, "r.yaml")
    return str(caught.value)


def test_the_issue_example_is_valid() -> None:
    recipe = parse(GOOD, "r.yaml")
    assert [s.id for s in recipe.steps] == ["create_list", "attach"]
    assert recipe.steps[1].item_name == "contact_id"
    assert recipe.inputs["attach"].default is True
    assert recipe.source == "r.yaml" and len(recipe.digest) == 64


def test_yaml_error_names_file_line_and_column() -> None:
    text = GOOD.replace("  - id: attach", "  - id: attach\n   bad: [")
    assert problems(text).startswith("r.yaml:14:4: expected <block end>")
    text = GOOD.replace("description: Create", "description: [Create")
    assert problems(text).startswith("r.yaml:4:7: expected ',' or ']'")


def test_schema_error_names_the_field_path_and_line() -> None:
    message = problems(GOOD.replace("on_error", "x").replace("    as: contact_id", "    as: 1bad"))
    assert "steps[1] (attach).as" in message
    assert "r.yaml:17:" in message


def test_unknown_action_suggests_the_close_names() -> None:
    message = problems(GOOD.replace("action: lists.create", "action: list.create"))
    assert "unknown action 'list.create'" in message
    assert "did you mean 'lists.create'" in message
    assert "r.yaml:11:" in message


def test_unknown_and_missing_parameters() -> None:
    message = problems(GOOD.replace('owner_id: "{{ inputs.owner_id }}"', "owner: x"))
    assert "lists.create has no parameter 'owner'" in message
    assert "did you mean 'owner_id'" in message
    assert "lists.create needs parameter 'owner_id'" in message


def test_unknown_top_level_field_is_suggested() -> None:
    message = problems(GOOD.replace("outputs:\n  list_id", "output:\n  list_id"))
    assert "unknown field 'output'" in message and "did you mean 'outputs'" in message


def test_duplicate_ids_and_keys_are_rejected() -> None:
    assert "step id 'create_list' is used twice" in problems(
        GOOD.replace("id: attach", "id: create_list")
    )
    assert "key 'name' appears twice" in problems(GOOD.replace("recipe: 1", "recipe: 1\nname: x"))


def test_references_to_unknown_inputs_and_later_steps() -> None:
    message = problems(GOOD.replace("inputs.list_name", "inputs.list_nam"))
    assert "unknown input 'list_nam'" in message and "did you mean 'list_name'" in message
    swapped = GOOD.replace('"{{ inputs.owner_id }}"}', '"{{ steps.attach.outputs }}"}')
    assert "refers to step 'attach', which has not run yet" in problems(swapped)


def test_expression_syntax_error_names_step_and_field() -> None:
    message = problems(GOOD.replace("{{ contact_id }}", "{{ contact_id + }}"))
    assert "steps[1] (attach).with.contact_id" in message
    assert "invalid expression" in message


def test_as_without_for_each_and_wrong_version() -> None:
    assert "`as` names the item of `for_each`" in problems(
        GOOD.replace('    for_each: "{{ inputs.contact_ids }}"\n', "")
    )
    assert "format version 1" in problems(GOOD.replace("recipe: 1", "recipe: 2"))


def test_a_value_of_the_wrong_kind_is_one_clear_problem() -> None:
    message = problems(GOOD.replace('if: "{{ inputs.attach }}"', "if: [1, 2]"))
    assert (
        message
        == "r.yaml:15:5: steps[1] (attach).if: expected text (or an expression) or true or false"
    )


def test_not_a_mapping_and_missing_file() -> None:
    assert "a recipe is a YAML mapping" in problems("- just\n- a list\n")
    with pytest.raises(RecipeFormatError, match="no such file"):
        load_recipe("missing/recipe.yaml")
    with pytest.raises(RecipeFormatError, match="did you mean 'check-credential'"):
        load_recipe("check-credentials")


def test_shipped_schema_is_the_generated_one() -> None:
    shipped = resources.files("callbridge").joinpath("recipe", "recipe.schema.json")
    assert shipped.read_text(encoding="utf-8") == json_schema_text()
    schema = json_schema()
    step = schema["$defs"]["Step"]["properties"]
    assert "lists.create" in step["action"]["enum"]
    assert {"with", "if", "as", "for_each", "on_error"} <= set(step)


@pytest.mark.parametrize("name", [name for name, _ in list_builtin()])
def test_builtin_recipes_are_valid_and_match_the_json_schema(name: str) -> None:
    entry = data_dir("recipes").joinpath(f"{name}.yaml")
    text = entry.read_text(encoding="utf-8")
    first = text.splitlines()[0]
    assert first.startswith("# yaml-language-server: $schema=../")  # relative, for editors
    schema_ref = first.split("$schema=", 1)[1]
    assert (Path(str(entry)).parent / schema_ref).resolve().is_file()
    recipe = load_recipe(name)
    assert recipe.builtin and recipe.name == name
    jsonschema.validate(yaml.safe_load(text), json_schema())


@pytest.mark.parametrize(
    "breakage",
    [
        lambda d: d["steps"][0].update(action="lists.explode"),
        lambda d: d["steps"][0]["with"].update(owner="x"),
        lambda d: d["steps"][0]["with"].pop("owner_id"),
        lambda d: d["steps"][1].pop("with"),
        lambda d: d.update(recipe=2),
    ],
)
def test_json_schema_rejects_what_the_engine_rejects(breakage: Any) -> None:
    schema = json.loads(json_schema_text())
    data = yaml.safe_load(GOOD)
    jsonschema.validate(data, schema)
    breakage(data)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, schema)
    with pytest.raises(RecipeFormatError):
        parse(yaml.safe_dump(data), "r.yaml")
