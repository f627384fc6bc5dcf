import nox

nox.options.sessions = ["tests", "lint"]


@nox.session(python=["3.11", "3.12"])
def tests(session):
    session.install("-e", ".[test]")
    session.env["RINGLANE_API_KEY"] = "nox-dummy"
    session.env["RINGLANE_ACTING_USER_ID"] = "00u-nox"
    session.env["RINGLANE_WEBHOOK_SECRET"] = "nox"
    session.run("pytest", *session.posargs)


@nox.session
def lint(session):
    session.install("ruff==0.4.4", "mypy==1.10.0")
    session.run("ruff", "check", "app", "tests")
    session.run("mypy", "app")
