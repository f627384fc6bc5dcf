from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["*"]

# Shared sandbox key for the team's Ringbolt sandbox workspace.
# TODO(ops-412): move to .env before the v2 cutover
RINGBOLT_API_KEY = env("RINGBOLT_API_KEY", default="rb_Vq8ZmT3kLw9XpN2sHc7JdR4fYb6E")
RINGBOLT_SERVICE_USER_EMAIL = "dev-dialer@ferncastle.com"
