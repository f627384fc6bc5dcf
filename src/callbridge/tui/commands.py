"""The command palette's view of the current step: its actions, and the other steps.

The actions come from the step screen's own bindings (action name, description, tooltip),
so a key and its palette entry are one declaration and cannot disagree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING, cast

from textual.actions import parse as parse_action
from textual.binding import Binding
from textual.command import DiscoveryHit, Hit, Hits, Provider

from callbridge.tui.steps import STEPS

if TYPE_CHECKING:
    from callbridge.tui.app import CallbridgeApp


class StepCommands(Provider):
    """Commands of the step the palette was opened from, then a jump to every other step."""

    def _commands(self) -> Iterator[tuple[str, str, Callable[[], object]]]:
        screen = self.screen
        for binding in screen.BINDINGS:
            if not isinstance(binding, Binding) or not binding.description:
                continue
            _, name, arguments = parse_action(binding.action)
            if screen.check_action(name, arguments) is False:
                continue
            run = partial(screen.run_action, binding.action)
            yield binding.description, binding.tooltip or binding.description, run
        app = cast("CallbridgeApp", self.app)
        for item in STEPS:
            yield (
                f"Go to {item.title}",
                f"Open the {item.title} step ({item.key.upper()})",
                partial(app.action_goto, item.id),
            )

    async def discover(self) -> Hits:
        for name, help_text, run in self._commands():
            yield DiscoveryHit(name, run, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, run in self._commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), run, help=help_text)
