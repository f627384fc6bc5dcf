import json
import os

import redis

_r = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://localhost:6379/2"))


def publish(channel: str, body: bytes) -> None:
    _r.xadd(channel, {"payload": body})


def publish_json(channel: str, obj) -> None:
    publish(channel, json.dumps(obj).encode())
