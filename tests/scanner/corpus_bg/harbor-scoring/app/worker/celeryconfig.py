import os

broker_url = os.environ.get("REDIS_URL", "redis://localhost:6379/0")
result_backend = broker_url
task_acks_late = True
worker_prefetch_multiplier = 1
task_default_queue = "scoring"

beat_schedule = {
    "sync-hot-leads": {
        "task": "app.worker.tasks.sync_hot_leads",
        "schedule": 600.0,
    },
}
