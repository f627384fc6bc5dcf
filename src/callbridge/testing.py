"""pytest plugin: the `sandbox` and `sandbox_server` fixtures (filled by the sandbox work)."""
