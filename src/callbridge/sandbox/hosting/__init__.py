"""Three ways to run the sandbox: in-process (`Sandbox`), a real localhost server
(`SandboxServer`, `serve`) and the CLI's embedded sandbox under `.callbridge/`."""
