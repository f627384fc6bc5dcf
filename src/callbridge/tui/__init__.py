"""The Textual walkthrough (`migrate tui`); the engine it drives never imports it."""
