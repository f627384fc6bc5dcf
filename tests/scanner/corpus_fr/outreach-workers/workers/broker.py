import dramatiq
from dramatiq.brokers.redis import RedisBroker
from dramatiq.middleware import AsyncIO

from workers.config import settings

broker = RedisBroker(url=settings.redis_url)
broker.add_middleware(AsyncIO())
dramatiq.set_broker(broker)
