import os

from celery import Celery
from celery.schedules import crontab

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dialer.settings")

app = Celery("dialer")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

app.conf.beat_schedule = {
    "sync-ringwell-lists-nightly": {
        "task": "calls.tasks.sync_campaign_lists",
        "schedule": crontab(hour=2, minute=15),
    },
    "prune-dnc-numbers": {
        "task": "calls.tasks.prune_do_not_call",
        "schedule": crontab(minute="*/30"),
        "kwargs": {"batch_size": 200},
    },
    "refresh-sendgrid-suppressions": {
        "task": "integrations.tasks.refresh_suppressions",
        "schedule": 3600.0,
    },
}
app.conf.timezone = "America/Chicago"
