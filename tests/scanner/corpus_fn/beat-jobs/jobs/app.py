from celery import Celery
from celery.schedules import crontab

from . import settings

app = Celery("beat_jobs", broker=settings.BROKER_URL, include=[
    "jobs.tasks.sync_lists",
    "jobs.tasks.dnc_cleanup",
    "jobs.tasks.hubspot_sync",
    "jobs.tasks.reports",
])

app.conf.timezone = "UTC"
app.conf.task_acks_late = True
app.conf.beat_schedule = {
    "sync-reactivation-lists": {
        "task": "jobs.tasks.sync_lists.sync_reactivation_lists",
        "schedule": 30 * 60,
    },
    "purge-dnc-numbers": {
        "task": "jobs.tasks.dnc_cleanup.purge_dnc_numbers",
        "schedule": crontab(hour=2, minute=10),
    },
    "hubspot-deals": {
        "task": "jobs.tasks.hubspot_sync.sync_deals",
        "schedule": 15 * 60,
    },
    "daily-digest": {
        "task": "jobs.tasks.reports.send_daily_digest",
        "schedule": crontab(hour=7, minute=0),
    },
}
