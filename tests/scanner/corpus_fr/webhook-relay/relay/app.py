import logging

import redis.asyncio as redis
from aiohttp import web

from .handlers import routes
from .settings import RelaySettings


async def _on_startup(app: web.Application) -> None:
    app["redis"] = redis.from_url(app["settings"].redis_url)


async def _on_cleanup(app: web.Application) -> None:
    await app["redis"].aclose()


def make_app(settings: RelaySettings | None = None) -> web.Application:
    app = web.Application(client_max_size=2 * 1024 * 1024)
    app["settings"] = settings or RelaySettings()
    app.add_routes(routes)
    app.on_startup.append(_on_startup)
    app.on_cleanup.append(_on_cleanup)
    return app


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    s = RelaySettings()
    web.run_app(make_app(s), port=s.relay_port)
