import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")

app = Celery("leadforge")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

app.conf.beat_schedule = {
    "dialwave-nightly-list-sync": {
        "task": "dialer.tasks.sync_all_contact_lists",
        "schedule": 60 * 60 * 24,
    },
}
