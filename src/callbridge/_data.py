"""Where the built-in recipes and the jinja2 templates are read from.

They live at the top of the repository (`recipes/`, `templates/`) and the wheel ships them
inside the package (`callbridge/recipes`, `callbridge/templates`). An installed wheel finds
them in the package; an editable install of a checkout finds them beside `src/`.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

__all__ = ["data_dir"]

_CHECKOUT = Path(__file__).resolve().parents[2]


def data_dir(name: str) -> Traversable:
    """The folder `name` (`recipes` or `templates`): the packaged copy, else the checkout's."""
    packaged = resources.files("callbridge").joinpath(name)
    if packaged.is_dir():
        return packaged
    return _CHECKOUT / name
