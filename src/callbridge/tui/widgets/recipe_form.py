"""A form built from a recipe's declared inputs, checked by the engine's own input rules.

Each field is checked as it changes with `coerce` (the function `--input name=value` goes
through), and the whole form with `resolve_inputs` before planning, so the TUI accepts
exactly what the CLI accepts and words its errors the same way.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Input, Label, Static, Switch

from callbridge.recipe.errors import InputError
from callbridge.recipe.inputs import coerce, resolve_inputs
from callbridge.recipe.schema import InputType
from callbridge.tui.widgets.field_input import FieldInput

if TYPE_CHECKING:
    from callbridge.recipe.schema import InputSpec, Recipe


def _default_text(spec: InputSpec) -> str:
    if spec.default is None or spec.secret:
        return ""
    if isinstance(spec.default, list | dict):
        return json.dumps(spec.default)
    return str(spec.default)


class InputRow(Horizontal):
    """One input: its name, the field, and the engine's verdict on what was typed."""

    def __init__(self, name: str, spec: InputSpec) -> None:
        super().__init__(classes="input-row")
        self.input_name = name
        self.spec = spec

    def compose(self) -> ComposeResult:
        marker = "*" if self.spec.required else " "
        yield Label(f"{self.input_name}{marker}", classes="input-name")
        field_id = f"input-{self.input_name}"
        if self.spec.type is InputType.BOOLEAN:
            yield Switch(value=bool(self.spec.default), id=field_id)
        else:
            hint = self.spec.description or self.spec.type.value
            yield FieldInput(
                value=_default_text(self.spec),
                placeholder=hint,
                password=self.spec.secret,
                id=field_id,
                compact=True,
            )
            if self.spec.type is InputType.LIST:
                yield Button(
                    "Edit…", id=f"edit-{self.input_name}", classes="edit-list", compact=True
                )
        yield Static("", classes="input-error")

    @property
    def is_list(self) -> bool:
        return self.spec.type is InputType.LIST

    def items(self) -> list[Any]:
        """The list as typed so far (empty when it does not read as one yet)."""
        value = self.raw()
        if value is None:
            return []
        try:
            items = coerce(self.input_name, self.spec, value)
        except InputError:
            return []
        return items if isinstance(items, list) else []

    def set_items(self, items: list[Any]) -> None:
        self.query_one(f"#input-{self.input_name}", Input).value = json.dumps(
            items, ensure_ascii=False
        )

    def raw(self) -> Any:
        """What was entered; None when a text field is empty (so defaults apply)."""
        field = self.query_one(f"#input-{self.input_name}")
        if isinstance(field, Switch):
            return field.value
        assert isinstance(field, Input)
        return field.value if field.value.strip() else None

    def check(self) -> str | None:
        value = self.raw()
        if value is None:
            message = "required" if self.spec.required else None
        else:
            try:
                coerce(self.input_name, self.spec, value)
                message = None
            except InputError as exc:
                message = exc.message.removeprefix(f"input {self.input_name!r}: ")
        self.show_error(message)
        return message

    def show_error(self, message: str | None) -> None:
        self.query_one(".input-error", Static).update(Text(message or ""))
        self.set_class(message is not None, "-invalid")


class RecipeForm(VerticalScroll):
    HELP = """
## Recipe inputs
One field per input the recipe declares (`*` marks the required ones). Text is parsed to
the declared type exactly as `--input name=value` is on the command line; lists take
`a, b` or a JSON array, and **Edit…** (or **Ctrl+L** in the field) opens an editor with
one item per line, which can also read a CSV file. **Ctrl+O** plans the recipe.
"""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+l", "edit_list", "Edit list", tooltip="Edit the list input, one per line"),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.recipe: Recipe | None = None

    async def load(self, recipe: Recipe) -> None:
        self.recipe = recipe
        await self.remove_children()
        if not recipe.inputs:
            await self.mount(Static("This recipe takes no inputs.", classes="dim"))
            return
        await self.mount_all(InputRow(name, spec) for name, spec in recipe.inputs.items())

    def rows(self) -> list[InputRow]:
        return list(self.query(InputRow))

    @on(Button.Pressed, ".edit-list")
    def _edit_pressed(self, event: Button.Pressed) -> None:
        row = next(r for r in self.rows() if event.button in r.children)
        self.edit(row)

    def action_edit_list(self) -> None:
        focused = self.app.focused
        row = next((r for r in self.rows() if focused in r.children and r.is_list), None)
        if row is None:
            row = next((r for r in self.rows() if r.is_list), None)
        if row is not None:
            self.edit(row)

    def edit(self, row: InputRow) -> None:
        from callbridge.tui.screens.list_editor import ListEditor

        def done(items: list[Any] | None) -> None:
            if items is not None:
                row.set_items(items)

        description = row.spec.description or "one item per line"
        self.app.push_screen(ListEditor(row.input_name, description, row.items()), done)

    def on_input_changed(self, event: Input.Changed) -> None:
        for row in self.rows():
            if event.input in row.children:
                row.check()

    def values(self) -> dict[str, Any] | None:
        """Typed values, or None after showing what is wrong next to each field."""
        if self.recipe is None:
            return None
        raw = {row.input_name: row.raw() for row in self.rows()}
        problems = [row.input_name for row in self.rows() if row.check() is not None]
        if problems:
            return None
        try:
            return resolve_inputs(self.recipe, {k: v for k, v in raw.items() if v is not None})
        except InputError as exc:
            for row in self.rows():
                if row.input_name == exc.name:
                    row.show_error(exc.message)
            return None
