import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")

app = Celery("shop")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

app.conf.beat_schedule = {
    "ringlane-nightly-segment-sync": {
        "task": "crm.tasks.sync_all_segments",
        "schedule": 60 * 60 * 24,
    },
    "analytics-weekly-rep-stats": {
        "task": "analytics.tasks.refresh_rep_stats",
        "schedule": 60 * 60 * 6,
    },
}
