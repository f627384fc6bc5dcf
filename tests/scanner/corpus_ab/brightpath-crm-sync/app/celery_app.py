import os

from celery import Celery
from celery.schedules import crontab

celery = Celery("crm_sync", broker=os.environ.get("REDIS_URL", "redis://localhost:6379/0"))
celery.conf.timezone = "UTC"

celery.conf.beat_schedule = {
    "sync-callforge-contact-lists": {
        "task": "app.tasks.sync_contact_lists",
        "schedule": crontab(minute="*/15"),
    },
    "callforge-healthcheck": {
        "task": "app.tasks.callforge_healthcheck",
        "schedule": 300.0,
    },
    "purge-stale-sessions": {
        "task": "app.tasks.purge_stale_sessions",
        "schedule": crontab(hour=3, minute=0),
    },
}
