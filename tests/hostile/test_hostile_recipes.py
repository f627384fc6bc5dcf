"""Hostile recipes: each is refused with a clear message and exit 2, within bounds."""

from __future__ import annotations

from pathlib import Path

import pytest

from callbridge.recipe.bounded import EXPRESSION_SECONDS

HEADER = "recipe: 1\nname: hostile\ndescription: hostile input\n"


def alias_bomb(levels: int = 10) -> str:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in range(1, levels):
        refs = ",".join([f"*a{level - 1}"] * 10)
        lines.append(f"a{level}: &a{level} [{refs}]")
    return HEADER + "\n".join(lines) + "\nsteps: [{id: s, action: me}]\n"


def step(for_each: str, extra: str = "") -> str:
    return HEADER + extra + f'steps:\n  - id: s\n    action: me\n    for_each: "{for_each}"\n'


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "r.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def assert_refused(outcome, *needles: str, code: int = 2) -> None:  # type: ignore[no-untyped-def]
    """Refused: exit 2 for a recipe that cannot load, 1 for a plan step that failed."""
    assert outcome.code == code, outcome.output
    assert "Traceback" not in outcome.output
    assert "r.yaml" in outcome.output
    for needle in needles:
        assert needle in outcome.output


def test_alias_bomb_is_refused_before_it_is_expanded(tmp_path: Path, cli_in) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path, alias_bomb())
    assert len(path.read_bytes()) < 600
    outcome = cli_in("recipe", "validate", str(path))
    assert_refused(outcome, "more than 100,000 values")
    assert ":5:" in outcome.output  # the line where the expansion passes the bound
    assert outcome.seconds < 10


def test_deep_nesting_is_refused_with_its_line(tmp_path: Path, cli_in) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path, HEADER + "x: " + "[" * 5000 + "]" * 5000 + "\nsteps: []\n")
    outcome = cli_in("recipe", "validate", str(path))
    assert_refused(outcome, "nested deeper than 64 levels", "r.yaml:4:")


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ("{{ 'a' * 10**9 }}", "repetition past the size limit"),
        ("{{ lipsum(n=10**6) }}", "lipsum past"),
        ("{{ range(100000) | list * 10 }}", "repetition past the size limit"),
        (
            "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
            f"took longer than {EXPRESSION_SECONDS:g} s",
        ),
        (
            "{{ inputs.a.append(3) or inputs.a }}",
            "access to attribute 'append' of 'list' object is unsafe",
        ),
    ],
)
def test_costly_expressions_stop_with_a_clear_error(  # type: ignore[no-untyped-def]
    tmp_path: Path, cli_in, expression: str, message: str
) -> None:
    extra = "inputs:\n  a: {type: list, default: [1, 2]}\n"
    path = write(tmp_path, step(expression.replace('"', '\\"'), extra))
    outcome = cli_in("run", str(path), "--dry-run")
    assert_refused(outcome, message, "for_each", code=1)
    assert outcome.seconds < EXPRESSION_SECONDS + 20
    assert not (tmp_path / ".callbridge" / "runs").exists() or not any(
        (tmp_path / ".callbridge" / "runs").iterdir()
    )


def test_for_each_cap_names_the_setting_that_raises_it(tmp_path: Path, cli_in) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path, step("{{ range(10001) | list }}"))
    outcome = cli_in("run", str(path), "--dry-run")
    assert_refused(outcome, "10,001 items; the limit is 10,000", "limits: {for_each: N}", code=1)


def test_a_recipe_may_raise_the_for_each_cap() -> None:
    from callbridge.recipe.errors import ExpressionError
    from callbridge.recipe.expressions import Evaluator
    from callbridge.recipe.loader import parse

    raised = parse(step("{{ range(20000) | list }}", "limits: {for_each: 20000}\n"), "r.yaml")
    evaluator = Evaluator(raised.source, for_each_limit=raised.limits.for_each)
    items = evaluator.evaluate(raised.steps[0].for_each, {}, step="s", field="for_each")
    assert len(items) == 20000
    default = parse(step("{{ range(20000) | list }}"), "r.yaml")
    with pytest.raises(ExpressionError, match="limit is 10,000"):
        Evaluator(default.source, for_each_limit=default.limits.for_each).evaluate(
            default.steps[0].for_each, {}, step="s", field="for_each"
        )
    ceiling = write_error = None
    try:
        parse(step("x", "limits: {for_each: 100000000}\n"), "r.yaml")
    except Exception as exc:  # the ceiling is part of the format
        write_error = str(exc)
    assert ceiling is None and write_error and "limits.for_each" in write_error


def test_an_oversized_recipe_is_refused_unread(tmp_path: Path, cli_in) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path, HEADER + "x: '" + "a" * 2_000_000 + "'\nsteps: []\n")
    outcome = cli_in("recipe", "validate", str(path))
    assert_refused(outcome, "larger than 1,000,000 bytes")


def test_a_deeply_nested_template_is_a_syntax_problem_with_its_line(tmp_path: Path, cli_in) -> None:  # type: ignore[no-untyped-def]
    nested = "{% if true %}" * 3000 + "x" + "{% endif %}" * 3000
    path = write(tmp_path, HEADER + f"steps:\n  - id: s\n    action: me\n    if: '{nested}'\n")
    outcome = cli_in("recipe", "validate", str(path))
    assert_refused(outcome, "nested too deeply", "r.yaml:7:")
