"""`migrate recipe new`: a new recipe file from the shipped template, valid from the start."""

from __future__ import annotations

import re
from importlib import resources

from jinja2 import Environment, StrictUndefined

from callbridge.recipe.errors import Problem, RecipeFormatError
from callbridge.recipe.loader import parse
from callbridge.recipe.schema import RECIPE_NAME

TEMPLATE = "recipe_new.yaml.j2"


def schema_location() -> str:
    """Where editors find the shipped schema (the installed file)."""
    return str(resources.files("callbridge").joinpath("recipe", "recipe.schema.json"))


def render_new(name: str) -> str:
    if not re.fullmatch(RECIPE_NAME, name):
        raise RecipeFormatError(
            name,
            [Problem(f"a recipe name uses lowercase letters, digits, '.', '-' ({RECIPE_NAME})")],
        )
    template_text = (
        resources.files("callbridge").joinpath("templates", TEMPLATE).read_text(encoding="utf-8")
    )
    env = Environment(undefined=StrictUndefined, keep_trailing_newline=True)
    # The template holds recipe expressions itself, so it uses other delimiters.
    env.variable_start_string, env.variable_end_string = "[[", "]]"
    text = env.from_string(template_text).render(name=name, schema=schema_location())
    parse(text, f"{name}.yaml")  # the scaffold must be valid as written
    return text
