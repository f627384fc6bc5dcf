"""Expressions: sandboxed, strict, and type-keeping for whole values."""

from __future__ import annotations

import pytest

from callbridge.recipe import ExpressionError
from callbridge.recipe.expressions import Evaluator

CONTEXT = {
    "inputs": {"ids": [3, 1, 2], "count": 7, "name": "Q4", "flag": False, "obj": {"a": 1}},
    "steps": {"make": {"outputs": {"id": 42}}},
}


def ev(value: object, **extra: object) -> object:
    return Evaluator("r.yaml").evaluate(value, {**CONTEXT, **extra}, step="s1", field="with.x")


def test_a_whole_value_expression_keeps_its_type() -> None:
    assert ev("{{ inputs.ids }}") == [3, 1, 2]
    assert ev("{{ inputs.count }}") == 7
    assert ev("  {{ inputs.count * 2 }} ") == 14
    assert ev("{{ inputs.flag }}") is False
    assert ev("{{ inputs.obj }}") == {"a": 1}
    assert ev("{{ inputs.ids | sort }}") == [1, 2, 3]


def test_mixed_text_renders_to_a_string() -> None:
    assert ev("list {{ inputs.name }} #{{ steps.make.outputs.id }}") == "list Q4 #42"
    assert ev("{{ inputs.count }}{{ inputs.count }}") == "77"


def test_nested_values_are_evaluated_and_omit_drops_a_key() -> None:
    value = {"a": ["{{ inputs.count }}", "x"], "b": "{{ omit }}", "c": "{{ none }}"}
    assert ev(value) == {"a": [7, "x"], "c": None}


def test_literals_pass_through() -> None:
    assert ev(5) == 5
    assert ev("plain text") == "plain text"


def test_undefined_names_fail_with_file_step_and_field() -> None:
    with pytest.raises(ExpressionError) as caught:
        ev("{{ inputs.nmae }}")
    message = str(caught.value)
    assert message.startswith("r.yaml, step 's1', with.x:")
    assert "nmae" in message and "known inputs: count, flag, ids, name, obj" in message
    with pytest.raises(ExpressionError):
        ev("prefix {{ steps.nothing.outputs }}")


def test_the_sandbox_blocks_python_internals() -> None:
    with pytest.raises(ExpressionError, match="unsafe"):
        ev("{{ inputs.ids.__class__.__mro__ }}")
    with pytest.raises(ExpressionError):
        ev("{{ inputs.name.format.__globals__ }}")


def test_runtime_errors_are_expression_errors() -> None:
    with pytest.raises(ExpressionError, match="failed"):
        ev("{{ inputs.count / 0 }}")


def test_conditions_read_text_booleans() -> None:
    evaluator = Evaluator("r.yaml")
    assert evaluator.truth("false", CONTEXT, step="s", field="if") is False
    assert evaluator.truth("{{ inputs.flag }}", CONTEXT, step="s", field="if") is False
    assert evaluator.truth("{{ inputs.count > 3 }}", CONTEXT, step="s", field="if") is True
