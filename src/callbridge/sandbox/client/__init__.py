"""The control client (helpers over `/_sandbox` shared by `Sandbox` and `SandboxServer`) and
the demo seed built with it."""
