"""`migrate recipe new`: a new recipe file from the shipped template, valid from the start."""

from __future__ import annotations

import os
import re
from importlib import resources
from pathlib import Path

from jinja2 import Environment, StrictUndefined

from callbridge._data import data_dir
from callbridge.recipe.errors import Problem, RecipeFormatError
from callbridge.recipe.loader import parse
from callbridge.recipe.schema import RECIPE_NAME

TEMPLATE = "recipe_new.yaml.j2"


def schema_location(directory: Path) -> str:
    """The shipped schema as a path relative to the folder the recipe is written to.

    A relative reference keeps working when the folder moves with its virtual environment
    and names no user's home directory; across drives (Windows) only an absolute one exists.
    """
    schema = Path(str(resources.files("callbridge").joinpath("recipe", "recipe.schema.json")))
    try:
        return Path(os.path.relpath(schema, directory.resolve())).as_posix()
    except ValueError:
        return schema.as_posix()


def render_new(name: str, directory: Path = Path()) -> str:
    if not re.fullmatch(RECIPE_NAME, name):
        raise RecipeFormatError(
            name,
            [Problem(f"a recipe name uses lowercase letters, digits, '.', '-' ({RECIPE_NAME})")],
        )
    template_text = data_dir("templates").joinpath(TEMPLATE).read_text(encoding="utf-8")
    env = Environment(undefined=StrictUndefined, keep_trailing_newline=True)
    # The template holds recipe expressions itself, so it uses other delimiters.
    env.variable_start_string, env.variable_end_string = "[[", "]]"
    text = env.from_string(template_text).render(name=name, schema=schema_location(directory))
    parse(text, f"{name}.yaml")  # the scaffold must be valid as written
    return text
