"""Stage one: find the files worth reading.

Git-aware the way ripgrep is: `.gitignore` files in the scanned tree and in its ancestors up
to the work-tree top apply, plus `.callbridgeignore` files and `--exclude` globs. Tool and
dependency folders (`.git`, `node_modules`, virtual environments, caches) are not walked.
Symlinked directories are not followed, so a symlink loop cannot trap the walk; a broken
or looping symlink is counted and reported. Nothing is dropped without being counted.

The walk touches every entry of the tree, so it works on str paths with `os.scandir` and
plain slicing, reads an ignore file only where a directory listing shows one, and imports
pathspec only when there is a pattern to match.
"""

# str paths and os.scandir on purpose: the walk touches every file, Path objects cost more.
# ruff: noqa: PTH100, PTH116, PTH118, PTH119, PTH123

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from operator import attrgetter
from pathlib import Path
from typing import TYPE_CHECKING

from callbridge.scanner._languages import is_binary_name, language_for
from callbridge.scanner._models import ScanError

if TYPE_CHECKING:
    import pathspec

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
_NAME = attrgetter("name")
VENV_MARKER = "pyvenv.cfg"


# A file to read: absolute path, path relative to the root, language when its name says.
# A plain tuple: the walk makes one per file and workers receive them as they are.
Candidate = tuple[str, str, str | None]


class WalkResult:
    """What the walk skipped (counted by reason) and what it has to say about it."""

    def __init__(self) -> None:
        self.skipped: dict[str, int] = {}
        self.warnings: list[str] = []
        self.errors: list[str] = []

    def skip(self, reason: str) -> None:
        self.skipped[reason] = self.skipped.get(reason, 0) + 1


def printable(path: str) -> str:
    """A path as reports show it: a name that is not valid UTF-8 (its bytes kept by the
    file system as surrogates) gets `\\xNN` escapes, so every format can print it."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return path.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return path


def _under(directory: str) -> str:
    """The prefix every path inside `directory` starts with."""
    return directory if directory.endswith(os.sep) else directory + os.sep


class _Spec:
    """Gitignore-style patterns relative to the directory `base` (absolute)."""

    __slots__ = ("prefix", "spec")

    def __init__(self, base: str, lines: list[str]) -> None:
        import pathspec  # only trees with ignore files or --exclude pay for it

        self.prefix = _under(base)
        # Python's regexes: pathspec's default, Hyperscan where installed, compiles a
        # database for every ignore file (30 ms each; 3.3 s for a tree of 103 projects)
        self.spec: pathspec.PathSpec = pathspec.GitIgnoreSpec.from_lines(lines, backend="simple")  # type: ignore[type-arg]

    def matches(self, path: str, is_dir: bool) -> bool:
        rel = path[len(self.prefix) :]
        if os.sep != "/":
            rel = rel.replace(os.sep, "/")
        return bool(self.spec.match_file(rel + "/" if is_dir else rel))


def _load_spec(directory: str, name: str) -> _Spec | None:
    try:
        with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as fh:
            lines = fh.read().splitlines()
    except OSError:
        return None
    if not any(line.strip() and not line.lstrip().startswith("#") for line in lines):
        return None
    spec = _Spec(directory, lines)
    return spec if len(spec.spec) else None


def _git_top(start: Path) -> Path | None:
    for folder in (start, *start.parents):
        if (folder / ".git").exists():
            return folder
    return None


def _ignored(specs: list[_Spec], path: str, is_dir: bool) -> bool:
    return any(item.matches(path, is_dir) for item in specs)


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
    """Walks the tree and hands the files to `sink`, a directory's worth at a time.

    Streaming lets workers read files while the walk is still going on.
    """

    def __init__(
        self,
        root: Path,
        exclude: Iterable[str] = (),
        *,
        use_gitignore: bool = True,
        sink: Callable[[list[Candidate]], None],
    ) -> None:
        self.root = root
        self.root_str = str(root)
        self.prefix = _under(self.root_str)
        self.use_gitignore = use_gitignore
        self.names = IGNORE_FILES if use_gitignore else (".callbridgeignore",)
        patterns = [p for p in exclude if p]
        self.exclude = _Spec(str(root), patterns) if patterns else None
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
                if spec is not None and not spec.matches(str(start), True):
                    specs.append(spec)
        return specs

    def walk(self, paths: list[Path]) -> WalkResult:
        for path in paths:
            if path.is_dir():
                self._walk_dir(str(path), self._ancestor_specs(path))
            elif path.is_file():
                self._add_file(str(path))
            else:  # a FIFO would block the read forever; a device is no source file
                self.result.skip("special-file")
                self.result.warnings.append(
                    f"{printable(self._rel(str(path)))}: not a regular file, skipped"
                )
        return self.result

    def _rel(self, path: str) -> str:
        if path.startswith(self.prefix):
            rel = path[len(self.prefix) :]
        else:  # only the root itself
            rel = os.path.relpath(path, self.root)
        return printable(rel.replace(os.sep, "/") if os.sep != "/" else rel)

    def _add_file(self, path: str) -> None:
        if path in self.skip_files or path in self.seen:
            return
        self.seen.add(path)  # `scan src src/app.py` reads app.py once
        name = os.path.basename(path)
        language = language_for(name)
        if language is None and is_binary_name(name):
            self.result.skip("binary")
            return
        self.sink([(path, self._rel(path), language)])

    def _walk_dir(self, top: str, inherited: list[_Spec]) -> None:
        inside = _under(os.path.realpath(top))
        stack: list[tuple[str, list[_Spec]]] = [(top, inherited)]
        skip = self.result.skip
        seen, skip_files = self.seen, self.skip_files
        while stack:
            directory, specs = stack.pop()
            try:
                with os.scandir(directory) as listing:
                    entries = sorted(listing, key=_NAME)
            except OSError as exc:
                self.result.errors.append(
                    f"{self._rel(directory)}/: cannot read directory: {exc.strerror}"
                )
                skip("unreadable")
                continue
            names = {e.name for e in entries}
            if VENV_MARKER in names and directory != top:
                skip("virtualenv-dir")
                continue
            for name in self.names:
                if name in names:
                    spec = _load_spec(directory, name)
                    if spec is not None:
                        specs = [*specs, spec]
            check = bool(specs) or self.exclude is not None
            rel_dir = self._rel(directory) + "/" if directory != self.root_str else ""
            subdirs = []
            found: list[Candidate] = []
            for entry in entries:
                try:
                    is_dir = entry.is_dir(follow_symlinks=False)
                    is_file = not is_dir and entry.is_file()
                    is_link = not is_dir and not is_file and entry.is_symlink()
                except OSError:
                    is_dir, is_file, is_link = False, False, True
                if is_dir:
                    if entry.name in SKIP_DIRS:
                        continue
                    if check and self._excluded(specs, entry.path, True):
                        continue
                    subdirs.append(entry.path)
                    continue
                if check and self._excluded(specs, entry.path, False):
                    continue
                if is_file:
                    path = entry.path
                    if path in seen or path in skip_files:
                        continue
                    seen.add(path)
                    if entry.is_symlink() and not os.path.realpath(path).startswith(inside):
                        skip("symlink-outside-tree")
                        self.result.warnings.append(
                            f"{self._rel(path)}: symbolic link to a file outside the tree, "
                            "not followed"
                        )
                        continue
                    name = entry.name
                    language = language_for(name)
                    if language is None and is_binary_name(name):
                        skip("binary")
                        continue
                    found.append((path, rel_dir + printable(name), language))
                elif is_link:
                    self._link(entry.path)
                else:
                    skip("special-file")
            if found:
                self.sink(found)
            stack.extend((d, specs) for d in reversed(subdirs))

    def _excluded(self, specs: list[_Spec], path: str, is_dir: bool) -> bool:
        if self.exclude is not None and self.exclude.matches(path, is_dir):
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
