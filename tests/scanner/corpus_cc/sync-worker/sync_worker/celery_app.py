from celery import Celery

from . import config

app = Celery("sync_worker", broker=config.BROKER_URL)
app.conf.update(
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    task_default_queue="sync",
    beat_schedule={
        "nightly-newsletter-sync": {
            "task": "sync_worker.tasks.sync_newsletter_segment",
            "schedule": 60 * 60 * 24,
            "args": ("all-customers",),
        },
    },
)
app.autodiscover_tasks(["sync_worker"])
