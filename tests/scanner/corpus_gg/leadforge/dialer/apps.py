from django.apps import AppConfig


class DialerConfig(AppConfig):
    name = "dialer"
    verbose_name = "Dialer (Dialwave)"

    def ready(self):
        from . import signals  # noqa: F401
