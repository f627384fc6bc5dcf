"""Stage one: find the files worth reading.

Git-aware the way ripgrep is: `.gitignore` files in the scanned tree and in its ancestors up
to the work-tree top apply, plus `.callbridgeignore` files and `--exclude` globs. Tool and
dependency folders (`.git`, `node_modules`, virtual environments, caches) are not walked.
Symlinked directories are not followed, so a symlink loop cannot trap the walk; a broken
or looping symlink is counted and reported. Nothing is dropped without being counted.
"""

# str paths and os.scandir on purpose: the walk touches every file, Path objects cost more.
# ruff: noqa: PTH100, PTH110, PTH116, PTH118, PTH119, PTH123

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import pathspec

from callbridge.scanner._languages import language_for
from callbridge.scanner._models import ScanError

SKIP_DIRS = frozenset(
    {
        ".git",
        ".hg",
        ".svn",
        "node_modules",
        "__pycache__",
        ".mypy_cache",
        ".pytest_cache",
        ".ruff_cache",
        ".tox",
        ".nox",
        ".gradle",
        ".idea",
        ".terraform",
        ".callbridge",
    }
)
IGNORE_FILES = (".gitignore", ".callbridgeignore")


@dataclass(frozen=True)
class Candidate:
    """A file to read: absolute path, path relative to the root, language when named."""

    path: str
    rel: str
    language: str | None


@dataclass
class WalkResult:
    skipped: dict[str, int] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def skip(self, reason: str) -> None:
        self.skipped[reason] = self.skipped.get(reason, 0) + 1


@dataclass(frozen=True)
class _Spec:
    base: str  # directory the patterns are relative to, absolute
    spec: pathspec.PathSpec  # type: ignore[type-arg]


def _load_spec(directory: str, name: str) -> _Spec | None:
    try:
        with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as fh:
            lines = fh.read().splitlines()
    except OSError:
        return None
    spec = pathspec.GitIgnoreSpec.from_lines(lines)
    return _Spec(directory, spec) if len(spec) else None


def _git_top(start: Path) -> Path | None:
    for folder in (start, *start.parents):
        if (folder / ".git").exists():
            return folder
    return None


def _ignored(specs: list[_Spec], path: str, is_dir: bool) -> bool:
    for item in specs:
        rel = os.path.relpath(path, item.base).replace(os.sep, "/")
        if is_dir:
            rel += "/"
        if item.spec.match_file(rel):
            return True
    return False


def common_root(paths: Iterable[Path]) -> Path:
    """The directory findings are reported relative to."""
    dirs = [p if p.is_dir() else p.parent for p in paths]
    return Path(os.path.commonpath([str(d) for d in dirs]))


def resolve_paths(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """Absolute paths, or a ScanError naming the first that cannot be scanned."""
    out = []
    for item in paths:
        raw = Path(item)
        try:
            os.stat(raw)
        except FileNotFoundError:
            if raw.is_symlink():
                raise ScanError(f"{raw}: broken symbolic link") from None
            raise ScanError(f"{raw}: no such file or directory") from None
        except OSError as exc:
            raise ScanError(f"{raw}: {exc.strerror or exc}") from None
        out.append(Path(os.path.abspath(raw)))
    if not out:
        raise ScanError("no path to scan")
    return out


class Walker:
    """Walks the tree and hands every file to `sink` as soon as it is found.

    Streaming lets workers classify files while the walk is still going on.
    """

    def __init__(
        self,
        root: Path,
        exclude: Iterable[str] = (),
        *,
        use_gitignore: bool = True,
        sink: Callable[[Candidate], None],
    ) -> None:
        self.root = root
        self.use_gitignore = use_gitignore
        self.names = IGNORE_FILES if use_gitignore else (".callbridgeignore",)
        patterns = [p for p in exclude if p]
        self.exclude = _Spec(str(root), pathspec.GitIgnoreSpec.from_lines(patterns))
        self.result = WalkResult()
        self.skip_files: set[str] = set()
        self.seen: set[str] = set()
        self.sink = sink

    def _ancestor_specs(self, start: Path) -> list[_Spec]:
        """Ignore files above the scanned directory, up to the work-tree top.

        A spec that ignores the scanned directory itself is dropped: asking to scan a folder
        by name overrides an ignore rule that would hide all of it (ripgrep does the same).
        """
        top = _git_top(start) or start
        specs = []
        folders = [start, *start.parents]
        for folder in reversed(folders[1 : folders.index(top) + 1] if top in folders else []):
            for name in self.names:
                spec = _load_spec(str(folder), name)
                if spec is not None and not _ignored([spec], str(start), True):
                    specs.append(spec)
        return specs

    def walk(self, paths: list[Path]) -> WalkResult:
        for path in paths:
            if path.is_dir():
                self._walk_dir(str(path), self._ancestor_specs(path))
            else:
                self._add_file(str(path))
        return self.result

    def _rel(self, path: str) -> str:
        return os.path.relpath(path, self.root).replace(os.sep, "/")

    def _add_file(self, path: str) -> None:
        if path in self.skip_files or path in self.seen:
            return
        self.seen.add(path)  # `scan src src/app.py` reads app.py once
        name = os.path.basename(path)
        language = language_for(name)
        if language is None and "." in name.lstrip("."):
            self.result.skip("unsupported")
            return
        self.sink(Candidate(path, self._rel(path), language))

    def _walk_dir(self, top: str, inherited: list[_Spec]) -> None:
        stack: list[tuple[str, list[_Spec]]] = [(top, inherited)]
        while stack:
            directory, specs = stack.pop()
            if os.path.exists(os.path.join(directory, "pyvenv.cfg")) and directory != top:
                self.result.skip("virtualenv-dir")
                continue
            local = [s for s in (_load_spec(directory, n) for n in self.names) if s is not None]
            specs = specs + local if local else specs
            try:
                entries = sorted(os.scandir(directory), key=lambda e: e.name)
            except OSError as exc:
                self.result.errors.append(
                    f"{self._rel(directory)}/: cannot read directory: {exc.strerror}"
                )
                self.result.skip("unreadable")
                continue
            subdirs = []
            for entry in entries:
                try:
                    is_link = entry.is_symlink()
                    is_dir = entry.is_dir(follow_symlinks=False)
                    is_file = entry.is_file()
                except OSError:
                    is_link, is_dir, is_file = True, False, False
                if is_dir:
                    if entry.name in SKIP_DIRS:
                        continue
                    if self._excluded(specs, entry.path, True):
                        continue
                    subdirs.append(entry.path)
                    continue
                if self._excluded(specs, entry.path, False):
                    continue
                if is_file:
                    self._add_file(entry.path)
                elif is_link:
                    self._link(entry.path)
                else:
                    self.result.skip("special-file")
            stack.extend((d, specs) for d in reversed(subdirs))

    def _excluded(self, specs: list[_Spec], path: str, is_dir: bool) -> bool:
        if len(self.exclude.spec) and _ignored([self.exclude], path, is_dir):
            self.result.skip("excluded")
            return True
        if specs and _ignored(specs, path, is_dir):
            self.result.skip("ignored")
            return True
        return False

    def _link(self, path: str) -> None:
        try:
            os.stat(path)
        except OSError as exc:
            self.result.skip("broken-symlink")
            why = "symbolic link loop" if exc.errno == 40 else "broken symbolic link"
            self.result.warnings.append(f"{self._rel(path)}: {why}, skipped")
            return
        self.result.skip("symlinked-dir")
