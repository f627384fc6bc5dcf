"""A modal folder tree, for when typing the path is slower than looking for it."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DirectoryTree, Label


class FolderTree(DirectoryTree):
    HELP = """
## Folder tree
Folders only. **Enter** opens or closes a folder, **Ctrl+O** chooses the highlighted one,
**Escape** closes without choosing.
"""

    def filter_paths(self, paths: Iterable[Path]) -> Iterable[Path]:
        return [path for path in paths if path.is_dir() and not path.name.startswith(".")]


class FolderPicker(ModalScreen[Path | None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss_none", "Cancel"),
        Binding("ctrl+o", "choose", "Choose", tooltip="Scan the highlighted folder"),
    ]

    def __init__(self, root: Path) -> None:
        super().__init__()
        self.root = root

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="folder-picker"):
            yield Label(Text(f"Choose a folder under {self.root}"), classes="section-title")
            yield FolderTree(self.root, id="folder-tree")

    def action_choose(self) -> None:
        tree = self.query_one(FolderTree)
        node = tree.cursor_node
        if node is not None and node.data is not None:
            self.dismiss(node.data.path)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)
