"""Recipe inputs: parsing and checking, shared by the CLI (`--input k=v`) and the TUI.

Values typed on a command line arrive as text and are parsed to the declared type; values from
an inputs file or the TUI may already be typed and are only checked. Every error names the
input, so the user knows which flag to fix.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from callbridge.recipe.actions import suggest
from callbridge.recipe.errors import InputError
from callbridge.recipe.schema import InputSpec, InputType, Recipe

_TRUE = {"true", "yes", "y", "1", "on"}
_FALSE = {"false", "no", "n", "0", "off"}


def parse_assignments(pairs: list[str]) -> dict[str, str]:
    """`["k=v", ...]` from repeated `--input` flags."""
    out: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise InputError(pair, "expected NAME=VALUE")
        out[name.strip()] = value
    return out


def read_inputs_file(path: str | Path) -> dict[str, Any]:
    """Inputs from a YAML or JSON mapping file."""
    import yaml

    file = Path(path)
    try:
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(str(path), f"cannot read the inputs file: {exc}") from None
    except yaml.YAMLError as exc:
        raise InputError(str(path), f"the inputs file is not valid YAML or JSON: {exc}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise InputError(str(path), "the inputs file must hold a mapping of input names to values")
    return {str(k): v for k, v in data.items()}


def resolve_inputs(recipe: Recipe, raw: Mapping[str, Any]) -> dict[str, Any]:
    """Typed values for every input: given ones parsed and checked, defaults filled in."""
    for name in raw:
        if name not in recipe.inputs:
            known = sorted(recipe.inputs)
            listing = f"; this recipe takes: {', '.join(known)}" if known else "; it takes none"
            raise InputError(name, f"unknown input{suggest(name, known)}{listing}")
    missing = [
        name
        for name, spec in recipe.inputs.items()
        if spec.required and (name not in raw or raw[name] is None)
    ]
    if missing:
        listed = "; ".join(
            name
            + (f" ({recipe.inputs[name].description})" if recipe.inputs[name].description else "")
            for name in missing
        )
        flags = " ".join(f"--input {name}=..." for name in missing)
        noun = "required input is" if len(missing) == 1 else f"{len(missing)} required inputs are"
        raise InputError(", ".join(missing), f"{noun} missing: {listed}; pass {flags}")
    values: dict[str, Any] = {}
    for name, spec in recipe.inputs.items():
        if name in raw and raw[name] is not None:
            values[name] = coerce(name, spec, raw[name])
        elif spec.default is not None:
            values[name] = coerce(name, spec, spec.default)
        else:
            values[name] = None
    return values


def coerce(name: str, spec: InputSpec, value: Any) -> Any:
    """One input value in its declared type; text is parsed, typed values are checked."""
    kind = spec.type
    try:
        result = _COERCE[kind](value)
    except json.JSONDecodeError as exc:
        raise InputError(
            name,
            f"expected {_KINDS[kind]}, got {_show(spec, value)}: the JSON is not valid "
            f"at column {exc.colno}",
        ) from None
    except _Refused as exc:
        raise InputError(
            name, f"expected {_KINDS[kind]}, got {_show(spec, value)}: {exc}"
        ) from None
    except (ValueError, TypeError):  # int(), float(): their own wording is Python's
        raise InputError(name, f"expected {_KINDS[kind]}, got {_show(spec, value)}") from None
    if spec.pattern is not None:
        text = result if isinstance(result, str) else json.dumps(result)
        if not re.fullmatch(spec.pattern, text):
            raise InputError(name, f"{_show(spec, value)} does not match {spec.pattern}")
    return result


_KINDS = {
    InputType.STRING: "text",
    InputType.INTEGER: "a whole number (like 42)",
    InputType.NUMBER: "a number (like 42 or 2.5)",
    InputType.BOOLEAN: "true or false",
    InputType.PATH: "a file or folder path",
    InputType.LIST: "a list (a,b,c or a JSON array)",
    InputType.OBJECT: 'a JSON object (like {"key": "value"})',
}


class _Refused(TypeError):
    """A value of the wrong kind, with a reason written for people."""


def _show(spec: InputSpec, value: Any) -> str:
    return "a secret value" if spec.secret else repr(value)


def _string(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _Refused(f"{type(value).__name__} is not text")
    return str(value)


def _integer(value: Any) -> int:
    if isinstance(value, bool):
        raise _Refused("a boolean is not an integer")
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        return int(value.strip())
    raise _Refused(f"{type(value).__name__} is not an integer")


def _number(value: Any) -> float | int:
    if isinstance(value, bool):
        raise _Refused("a boolean is not a number")
    if isinstance(value, int | float):
        return value
    if isinstance(value, str):
        text = value.strip()
        return int(text) if re.fullmatch(r"-?\d+", text) else float(text)
    raise _Refused(f"{type(value).__name__} is not a number")


def _boolean(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        lowered = value.strip().lower()
        if lowered in _TRUE:
            return True
        if lowered in _FALSE:
            return False
        raise _Refused("use true or false")
    raise _Refused(f"{type(value).__name__} is not a boolean")


def _path(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _Refused("a path is non-empty text")
    return str(Path(value).expanduser())


def _list(value: Any) -> list[Any]:
    if isinstance(value, list | tuple):
        return list(value)
    if isinstance(value, str):
        text = value.strip()
        if text.startswith("["):
            parsed = json.loads(text)
            if not isinstance(parsed, list):
                raise _Refused("not a JSON array")
            return parsed
        return [part.strip() for part in text.split(",") if part.strip()]
    raise _Refused(f"{type(value).__name__} is not a list")


def _object(value: Any) -> dict[str, Any]:
    if isinstance(value, dict):
        return value
    if isinstance(value, str):
        parsed = json.loads(value)
        if not isinstance(parsed, dict):
            raise _Refused("not a JSON object")
        return parsed
    raise _Refused(f"{type(value).__name__} is not an object")


_COERCE = {
    InputType.STRING: _string,
    InputType.INTEGER: _integer,
    InputType.NUMBER: _number,
    InputType.BOOLEAN: _boolean,
    InputType.PATH: _path,
    InputType.LIST: _list,
    InputType.OBJECT: _object,
}
