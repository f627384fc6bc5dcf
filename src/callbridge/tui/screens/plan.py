"""Step 3: pick a recipe (suggested by the findings), fill its inputs, see its plan.

Planning is the engine's `plan()`: reads run for real, writes are only rendered with the
idempotency keys the run will use (the run reuses the plan's run id).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import DataTable, Input, OptionList, Static
from textual.widgets.option_list import Option

from callbridge.tui.errors import describe
from callbridge.tui.plan_view import effect_counts, plan_rows
from callbridge.tui.screens.base import StepScreen
from callbridge.tui.state import PlannedRun
from callbridge.tui.widgets.field_input import FieldInput
from callbridge.tui.widgets.path_input import PathSuggester
from callbridge.tui.widgets.recipe_form import RecipeForm
from callbridge.tui.widgets.run_view import effect_text

if TYPE_CHECKING:
    from callbridge.api import Client
    from callbridge.recipe import Plan, Recipe

RECIPE_SUFFIXES = (".yaml", ".yml")


class RecipeList(OptionList):
    HELP = """
## Recipes
Recipes suggested by the scan's findings (with how many findings point at each). **Ctrl+T**
lists every built-in recipe. **Enter** shows the recipe's inputs and the list keeps the
focus; **→** moves to the first input. A recipe of your own is opened from the file field
below the list.
"""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right", "to_inputs", "Inputs", tooltip="Move to the recipe's first input"),
    ]

    def action_to_inputs(self) -> None:
        fields = self.screen.query("#recipe-form Input, #recipe-form Switch")
        if fields:
            fields.first().focus()


class PlanTable(DataTable[Text | str]):
    HELP = """
## Plan
What a run would do: read steps ran for real, writes are shown as the request they would
send with their idempotency key. Destructive steps are red and will ask for confirmation.
**Ctrl+N** takes this plan to the Run step.
"""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row")

    def on_mount(self) -> None:
        self.add_column("step", key="step", width=16)
        self.add_column("effect", key="effect", width=11)
        self.add_column("what", key="what")

    def show(self, plan: Plan) -> None:
        self.clear()
        for row in plan_rows(plan):
            effect = effect_text(row.effect)
            if row.confirm:
                effect.append(" !", style="bold red")
            self.add_row(Text(row.step_id), effect, Text(row.what))  # never markup


class PlanScreen(StepScreen):
    HELP = """
## Plan
Choose a recipe (or type the path of a recipe file under the list and press Enter), fill
its inputs, and **Ctrl+O** plans it: reads run, writes are shown as the requests they
would send. **Ctrl+N** takes the plan to the Run step.
"""
    STEP_ID = "plan"
    FAILURE_STATUS = "plan-summary"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+o", "plan", "Plan", tooltip="Check the inputs and plan the recipe"),
        Binding("ctrl+t", "toggle_all", "All recipes", tooltip="Show every built-in recipe"),
        Binding("ctrl+n", "to_run", "Run it", tooltip="Take the plan to the Run step"),
    ]

    class RecipesListed(Message):
        def __init__(self, builtins: list[tuple[str, str]]) -> None:
            super().__init__()
            self.builtins = builtins

    class RecipeLoaded(Message):
        def __init__(self, recipe: Recipe) -> None:
            super().__init__()
            self.recipe = recipe

    class Planned(Message):
        def __init__(self, recipe: Recipe, inputs: dict[str, Any], plan: Plan) -> None:
            super().__init__()
            self.recipe = recipe
            self.inputs = inputs
            self.plan = plan

    def __init__(self) -> None:
        super().__init__()
        self.builtins: list[tuple[str, str]] = []
        self.show_all = False
        self.recipe: Recipe | None = None

    def compose_body(self) -> ComposeResult:
        with Horizontal(id="plan-top"):
            with Vertical(id="recipe-pick"):
                yield RecipeList(id="recipe-list")
                yield FieldInput(
                    placeholder="or a recipe file (.yaml)",
                    suggester=PathSuggester(RECIPE_SUFFIXES),
                    id="recipe-file",
                    compact=True,
                )
            with Vertical(id="recipe-side"):
                yield Static(id="recipe-about")
                yield RecipeForm(id="recipe-form")
        yield Static(id="plan-summary", classes="status-line")
        yield PlanTable(id="plan-view")

    def on_mount(self) -> None:
        self.query_one("#recipe-about", Static).update(
            Text("Choose a recipe on the left.", style="dim")
        )
        self._list_worker()

    def refresh_from_session(self) -> None:
        self._show_recipes()

    # --- recipes --------------------------------------------------------------------------

    @work(thread=True, exclusive=True, group="recipes", exit_on_error=False)
    def _list_worker(self) -> None:
        from callbridge.recipe import list_builtin

        try:
            builtins = list_builtin()
        except Exception as exc:  # a broken recipe file must not end the walkthrough
            self.post_message(self.Failed(describe(exc), what="listing recipes"))
            return
        self.post_message(self.RecipesListed(builtins))

    def on_plan_screen_recipes_listed(self, message: RecipesListed) -> None:
        self.builtins = message.builtins
        self._show_recipes()

    def suggested(self) -> Counter[str]:
        known = {name for name, _ in self.builtins}
        return Counter(f.recipe for f in self.session.open_findings() if f.recipe in known)

    def _show_recipes(self) -> None:
        options = self.query_one(RecipeList)
        highlighted = options.highlighted
        options.clear_options()
        suggested = self.suggested()
        for name, count in suggested.most_common():
            options.add_option(Option(f"{name} ({count})", id=name))
        if self.show_all or not suggested:
            if suggested:
                options.add_option(None)
            for name, _ in self.builtins:
                if name not in suggested:
                    options.add_option(Option(name, id=name))
        if highlighted is not None and options.option_count:
            options.highlighted = min(highlighted, options.option_count - 1)

    def action_toggle_all(self) -> None:
        self.show_all = not self.show_all
        self._show_recipes()

    @on(OptionList.OptionSelected, "#recipe-list")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self._load_worker(event.option.id)

    @on(Input.Submitted, "#recipe-file")
    def _file_chosen(self, event: Input.Submitted) -> None:
        raw = event.value.strip()
        if raw:
            self._load_worker(str(Path(raw).expanduser()))

    @work(thread=True, exclusive=True, group="recipe", exit_on_error=False)
    def _load_worker(self, name: str) -> None:
        from callbridge.recipe import load_recipe

        try:
            recipe = load_recipe(name)
        except Exception as exc:  # format errors carry file, line and field
            self.post_message(self.Failed(describe(exc), what=f"loading {name}"))
            return
        self.post_message(self.RecipeLoaded(recipe))

    async def on_plan_screen_recipe_loaded(self, message: RecipeLoaded) -> None:
        from callbridge.recipe import required_scopes

        recipe = self.recipe = message.recipe
        first_sentence = recipe.description.strip().split(". ")[0].rstrip(".") + "."
        about = Text.assemble((recipe.name, "bold"))
        if not recipe.builtin:
            about.append(f"  from {Path(recipe.source).name}", style="dim")
        about.append("\n" + first_sentence)
        scopes = required_scopes(recipe)
        credential = self.session.credential
        if scopes:
            about.append("\nscopes: " + ", ".join(scopes), style="dim")
            lacking = [s for s in scopes if credential is not None and s not in credential.scopes]
            if lacking:
                about.append("\nthe key lacks: " + ", ".join(lacking), style="bold red")
        self.query_one("#recipe-about", Static).update(about)
        # The list keeps the focus: the user may still be comparing recipes; Tab moves on.
        await self.query_one(RecipeForm).load(recipe)

    # --- planning -------------------------------------------------------------------------

    def action_plan(self) -> None:
        form = self.query_one(RecipeForm)
        if form.recipe is None:
            self.notify("Choose a recipe first.", severity="warning")
            return
        connection = self.cb_app.connection
        if connection is None:
            self.notify("Connect first (F2): planning runs the recipe's reads.", severity="warning")
            return
        inputs = form.values()
        if inputs is None:
            self.notify("Some inputs need fixing (see the red notes).", severity="error")
            return
        self.query_one("#plan-summary", Static).update("Planning…")
        self._plan_worker(form.recipe, inputs, connection.client)

    @work(thread=True, exclusive=True, group="plan", exit_on_error=False)
    def _plan_worker(self, recipe: Recipe, inputs: dict[str, Any], client: Client) -> None:
        from callbridge.recipe import plan

        try:
            result = plan(recipe, inputs, client)
        except Exception as exc:  # expression and service errors: shown, not raised
            self.post_message(self.Failed(describe(exc), what="planning"))
            return
        self.post_message(self.Planned(recipe, inputs, result))

    def on_plan_screen_planned(self, message: Planned) -> None:
        plan = message.plan
        self.query_one(PlanTable).show(plan)
        counts = effect_counts(plan)
        summary = Text(
            f"{counts['read']} read · {counts['write']} write · "
            f"{counts['destructive']} destructive · run {plan.run_id}  "
        )
        if plan.ok:
            self.session.planned = PlannedRun(message.recipe, message.inputs, plan)
            summary.append("Ctrl+N to run it", style="bold green")
        else:
            summary.append("a read failed: fix the inputs or the key", style="bold red")
        self.query_one("#plan-summary", Static).update(summary)
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "to_run":
            return self.session.planned is not None
        return True

    def action_to_run(self) -> None:
        if self.session.planned is not None:
            self.cb_app.switch_mode("run")
