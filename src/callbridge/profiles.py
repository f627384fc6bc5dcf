"""Named connection profiles: a base URL in a config file, the key beside it, never in it.

`migrate login` writes a profile; `--profile NAME` (or `CALLBRIDGE_PROFILE`) picks one, and a
profile named `default` is used when none is picked. The config file lives in the user's
config directory (platformdirs: `~/.config/callbridge/config.toml` on Linux, the Application
Support folder on macOS, `%APPDATA%` on Windows); `CALLBRIDGE_CONFIG_DIR` moves it.

Keys go to the operating system's keyring where the `keyring` package finds a usable one
(it is installed with callbridge on macOS and Windows, and with the `keyring` extra
elsewhere), otherwise to one file per profile in `keys/` of the config directory, mode 0600
in a 0700 folder. The config file only records where the key went.
"""

from __future__ import annotations

import json
import os
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from callbridge.api._errors import ConfigurationError

__all__ = [
    "DEFAULT_PROFILE",
    "ENV_CONFIG_DIR",
    "ENV_PROFILE",
    "PROFILE_SETTINGS",
    "Profile",
    "config_dir",
    "load_profiles",
    "read_key",
    "save_profile",
    "set_setting",
    "store_key",
]

ENV_CONFIG_DIR = "CALLBRIDGE_CONFIG_DIR"
ENV_PROFILE = "CALLBRIDGE_PROFILE"
DEFAULT_PROFILE = "default"
KEYRING_SERVICE = "callbridge"
CONFIG_NAME = "config.toml"
# what `migrate config set` may change in a profile (the key only through `migrate login`)
PROFILE_SETTINGS = ("base_url",)
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


@dataclass(frozen=True)
class Profile:
    name: str
    base_url: str | None
    key_store: str | None  # "keyring" or "file"; None when no key was stored


def config_dir(environ: Mapping[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    override = env.get(ENV_CONFIG_DIR)
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_config_dir("callbridge", appauthor=False))


def check_name(name: str) -> str:
    if not _NAME.fullmatch(name):
        raise ConfigurationError(
            f"profile name {name!r}: use letters, digits, '.', '_' or '-' (64 at most)"
        )
    return name


def _read(directory: Path) -> dict[str, Any]:
    path = directory / CONFIG_NAME
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise ConfigurationError(f"cannot read {path}: {exc.strerror or exc}") from exc
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigurationError(f"{path} is not valid TOML: {exc}") from exc


def _write(directory: Path, data: dict[str, Any]) -> Path:
    """A small TOML writer: top-level strings, then one table per profile of strings."""
    lines = [
        f"{key} = {json.dumps(value)}" for key, value in data.items() if isinstance(value, str)
    ]
    for name, table in sorted(data.get("profiles", {}).items()):
        lines += ["", f"[profiles.{json.dumps(name)}]"]
        lines += [f"{k} = {json.dumps(v)}" for k, v in table.items() if isinstance(v, str)]
    _private_dir(directory)
    path = directory / CONFIG_NAME
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines).lstrip("\n") + "\n")
    return path


def _private_dir(path: Path) -> None:
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    path.chmod(0o700)


def load_profiles(environ: Mapping[str, str] | None = None) -> dict[str, Profile]:
    data = _read(config_dir(environ))
    profiles = data.get("profiles", {})
    if not isinstance(profiles, dict):
        return {}
    return {
        str(name): Profile(str(name), table.get("base_url"), table.get("key_store"))
        for name, table in profiles.items()
        if isinstance(table, dict)
    }


def save_profile(
    name: str, base_url: str, key_store: str, environ: Mapping[str, str] | None = None
) -> Path:
    directory = config_dir(environ)
    data = _read(directory)
    data.setdefault("profiles", {})[check_name(name)] = {
        "base_url": base_url,
        "key_store": key_store,
    }
    return _write(directory, data)


def set_setting(
    name: str, setting: str, value: str, environ: Mapping[str, str] | None = None
) -> Path:
    if setting not in PROFILE_SETTINGS:
        hint = " (the key is stored by `migrate login`)" if "key" in setting else ""
        raise ConfigurationError(
            f"unknown setting {setting!r}{hint}; settings: {', '.join(PROFILE_SETTINGS)}"
        )
    directory = config_dir(environ)
    data = _read(directory)
    data.setdefault("profiles", {}).setdefault(check_name(name), {})[setting] = value
    return _write(directory, data)


# --- the key ---------------------------------------------------------------------------------


def _keyring() -> Any:
    """The keyring module when it finds a usable backend, else None (then a 0600 file)."""
    try:
        import keyring  # type: ignore[import-not-found, unused-ignore]
        from keyring.backends.fail import (  # type: ignore[import-not-found, unused-ignore]
            Keyring as NoKeyring,
        )
    except ImportError:
        return None
    try:
        backend = keyring.get_keyring()
    except Exception:  # a broken keyring configuration: fall back to the file
        return None
    if isinstance(backend, NoKeyring) or getattr(backend, "priority", 1) <= 0:
        return None
    return keyring


def _key_file(name: str, environ: Mapping[str, str] | None) -> Path:
    return config_dir(environ) / "keys" / check_name(name)


def store_key(name: str, key: str, environ: Mapping[str, str] | None = None) -> str:
    """Store the key of profile `name`; returns where: "keyring" or "file"."""
    ring = _keyring()
    if ring is not None:
        try:
            ring.set_password(KEYRING_SERVICE, name, key)
        except Exception:  # locked or refusing keyring: the file still works
            pass
        else:
            return "keyring"
    path = _key_file(name, environ)
    _private_dir(path.parent.parent)
    _private_dir(path.parent)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(key + "\n")
    path.chmod(0o600)
    return "file"


def read_key(profile: Profile, environ: Mapping[str, str] | None = None) -> str | None:
    if profile.key_store == "keyring":
        ring = _keyring()
        if ring is None:
            raise ConfigurationError(
                f"the key of profile {profile.name!r} is in the system keyring, which cannot "
                "be opened here; run `migrate login` again"
            )
        value = ring.get_password(KEYRING_SERVICE, profile.name)
        return str(value) if value else None
    if profile.key_store == "file":
        path = _key_file(profile.name, environ)
        try:
            return path.read_text(encoding="utf-8").strip() or None
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise ConfigurationError(f"cannot read {path}: {exc.strerror or exc}") from exc
    return None
