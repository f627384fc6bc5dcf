import nox

nox.options.sessions = ["tests", "lint"]


@nox.session(python=["3.11", "3.12"])
def tests(session):
    session.install("-e", ".[dev]")
    session.run("pytest", *session.posargs)


@nox.session
def lint(session):
    session.install("ruff", "mypy")
    session.run("ruff", "check", "app", "tests")
    session.run("mypy", "app")
