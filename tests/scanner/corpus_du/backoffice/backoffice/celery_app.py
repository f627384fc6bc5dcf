from celery import Celery

from . import create_app


def make_celery(app=None):
    app = app or create_app()
    celery = Celery(app.import_name, broker=app.config["CELERY_BROKER_URL"])
    celery.conf.update(
        task_always_eager=app.config["CELERY_TASK_ALWAYS_EAGER"],
        task_acks_late=True,
        worker_prefetch_multiplier=1,
        beat_schedule={
            "sync-dialer-lists": {
                "task": "backoffice.tasks.sync_all_campaigns",
                "schedule": 900.0,
            },
        },
    )

    class ContextTask(celery.Task):
        def __call__(self, *args, **kwargs):
            with app.app_context():
                return self.run(*args, **kwargs)

    celery.Task = ContextTask
    return celery


celery = make_celery()
