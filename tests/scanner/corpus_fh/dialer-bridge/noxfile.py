import nox

nox.options.sessions = ["lint", "tests"]

TEST_ENV = {
    "DIALER_DIALWISE_BASE_URL": "https://api.dialwise.test/api/public/v1",
    "DIALER_DIALWISE_API_KEY": "test",
    "DIALER_DIALWISE_ACTING_USER_ID": "00utest",
    "DIALER_CRM_BASE_URL": "https://crm.test/v1",
}


@nox.session(python=["3.12"])
def tests(session):
    session.install("-e", ".[dev]")
    session.run("pytest", *session.posargs, env=TEST_ENV)


@nox.session
def lint(session):
    session.install("ruff")
    session.run("ruff", "check", "app", "tests")
