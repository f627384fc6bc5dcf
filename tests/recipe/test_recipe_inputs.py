"""Inputs: parsed from text for the CLI, checked for typed values from files or the TUI."""

from __future__ import annotations

import pytest

from callbridge.recipe import InputError, parse, parse_assignments, resolve_inputs

RECIPE = parse(
    """\
recipe: 1
name: inputs-demo
description: Every input type.
inputs:
  name: {type: string, required: true, pattern: "^[a-z]+$"}
  count: {type: integer, default: 3}
  ratio: {type: number}
  flag: {type: boolean, default: false}
  file: {type: path}
  ids: {type: list, default: []}
  extra: {type: object}
  token: {type: string, secret: true, pattern: "^tok_"}
steps:
  - id: me
    action: me
""",
    "inputs.yaml",
)


def test_text_values_are_parsed_to_their_types() -> None:
    values = resolve_inputs(
        RECIPE,
        {
            "name": "abc",
            "count": "12",
            "ratio": "0.5",
            "flag": "yes",
            "file": "~/x.csv",
            "ids": "1, 2,3",
            "extra": '{"a": [1]}',
        },
    )
    assert values["count"] == 12 and values["ratio"] == 0.5 and values["flag"] is True
    assert values["ids"] == ["1", "2", "3"]
    assert values["extra"] == {"a": [1]}
    assert not values["file"].startswith("~")
    assert values["token"] is None


def test_defaults_fill_in_and_typed_values_are_kept() -> None:
    values = resolve_inputs(RECIPE, {"name": "abc", "ids": [4, 5], "flag": True})
    assert values["count"] == 3 and values["ids"] == [4, 5] and values["flag"] is True
    assert resolve_inputs(RECIPE, {"name": "a", "ids": "[7, 8]"})["ids"] == [7, 8]


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        ({}, "input 'name': required input is missing"),
        ({"name": "ABC"}, "does not match ^[a-z]+$"),
        ({"name": "a", "count": "many"}, "input 'count': expected a whole number (like 42)"),
        ({"name": "a", "count": True}, "expected a whole number (like 42), got True: a boolean"),
        ({"name": "a", "flag": "maybe"}, "input 'flag': expected true or false"),
        ({"name": "a", "extra": "[1]"}, "input 'extra': expected a JSON object"),
        ({"name": "a", "nmae": "x"}, "input 'nmae': unknown input (did you mean 'name'?)"),
    ],
)
def test_errors_name_the_input(raw: dict[str, object], fragment: str) -> None:
    with pytest.raises(InputError) as caught:
        resolve_inputs(RECIPE, raw)
    assert fragment in str(caught.value)


def test_a_secret_value_never_appears_in_an_error() -> None:
    with pytest.raises(InputError) as caught:
        resolve_inputs(RECIPE, {"name": "a", "token": "hunter2-very-secret"})
    assert "hunter2" not in str(caught.value)
    assert "a secret value" in str(caught.value)


def test_assignments_from_the_command_line() -> None:
    assert parse_assignments(["a=1", "b=x=y", "c="]) == {"a": "1", "b": "x=y", "c": ""}
    with pytest.raises(InputError, match="expected NAME=VALUE"):
        parse_assignments(["novalue"])
