"""Fuzz the recipe loader and the expression engine: a clear error or a value, never a crash.

Bounded in time: a fixed number of examples, each under the per-expression deadline.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from callbridge.recipe.bounded import EXPRESSION_SECONDS
from callbridge.recipe.errors import ExpressionError, RecipeFormatError
from callbridge.recipe.expressions import Evaluator
from callbridge.recipe.loader import parse

BOUNDED = settings(
    max_examples=150,
    deadline=(EXPRESSION_SECONDS + 1) * 1000,
    suppress_health_check=[HealthCheck.too_slow],
)

YAML_PIECES = st.sampled_from(
    [
        "recipe: 1\n",
        "name: x\n",
        "description: d\n",
        "steps:\n",
        "  - id: s\n",
        "    action: me\n",
        "    for_each: ",
        "&a ",
        "*a ",
        "[",
        "]",
        "{",
        "}",
        ", ",
        ": ",
        "- ",
        "\n",
        "  ",
        "'",
        '"',
        "!!python/object:os.system ",
        "? ",
        "|\n",
        "{{ ",
        " }}",
        "inputs:\n  a: {type: list}\n",
        "\t",
        "\x00",
        "\ufeff",
        "%YAML 1.1\n",
        "---\n",
        "<<: *a\n",
        "!!binary ",
        "10**9",
        "limits: {for_each: 0}\n",
    ]
)

EXPR_PIECES = st.sampled_from(
    [
        "{{",
        "}}",
        "{%",
        "%}",
        " for i in range(100000) ",
        " endfor ",
        " if ",
        " endif ",
        "'a'",
        "*",
        "**",
        "%",
        "+",
        "~",
        "10",
        "9",
        "(",
        ")",
        "[",
        "]",
        "|list",
        "|join",
        "|replace('', 'xx')",
        "|center(99999999)",
        "|format(1)",
        "lipsum(",
        "n=",
        "inputs",
        ".a",
        ".__class__",
        ".mro()",
        "range(",
        ",",
        "namespace(",
        "cycler(",
        " macro m(x) ",
        " endmacro ",
        "m(",
        "x",
        ".append(1)",
        "'{:>9999999}'.format(1)",
        "|batch(3)",
        "|map('string')",
        "|sum",
        "|int",
        "-",
        "/",
        "//",
        "0",
        "|attr('__class__')",
    ]
)


@BOUNDED
@given(st.lists(YAML_PIECES | st.text(max_size=20), max_size=40).map("".join))
def test_the_loader_gives_a_recipe_or_a_clear_error(text: str) -> None:
    try:
        parse(text, "fuzz.yaml")
    except RecipeFormatError as exc:
        assert str(exc).startswith("fuzz.yaml")


@BOUNDED
@given(st.lists(EXPR_PIECES, min_size=1, max_size=25).map("".join))
def test_the_expression_engine_gives_a_value_or_a_clear_error(text: str) -> None:
    context = {"inputs": {"a": [1, 2], "b": "text"}, "steps": {}}
    try:
        Evaluator("fuzz.yaml").evaluate("{{ " + text + " }}", context, step="s", field="f")
        Evaluator("fuzz.yaml").evaluate(text, context, step="s", field="f")
    except ExpressionError as exc:
        assert str(exc).startswith("fuzz.yaml, step 's', f: ")
    assert context == {"inputs": {"a": [1, 2], "b": "text"}, "steps": {}}


def test_a_helper_refusing_its_arguments_is_a_clear_error() -> None:
    """Found by the fuzz test above: jinja2's helpers refuse bad arguments with RuntimeError."""
    context = {"inputs": {}, "steps": {}}
    for text in ("{{ cycler() }}", "x {{ cycler() }}"):
        try:
            Evaluator("fuzz.yaml").evaluate(text, context, step="s", field="f")
        except ExpressionError as exc:
            assert "at least one item has to be provided" in str(exc)
        else:
            raise AssertionError(f"{text} gave a value")
