import logging
import time

import httpx
import psycopg
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

from . import settings
from .errors import DispatchError, VoxError

log = logging.getLogger("vox_bridge")

vox = httpx.Client(
    base_url=settings.VOX_BASE_URL,
    headers={
        "x-api-key": settings.VOX_API_KEY,
        "x-user-email": settings.VOX_ACTING_USER,
    },
    timeout=20,
)
dispatch = httpx.Client(base_url=settings.DISPATCH_API, headers={"X-User-Email": "bridge@tallowfreight.com"})


@retry(retry=retry_if_exception(lambda e: isinstance(e, VoxError) and e.retryable),
       wait=wait_exponential(multiplier=2), stop=stop_after_attempt(5))
def append(list_id: str, phones: list[str]) -> None:
    r = vox.post(f"{settings.VOX_LIST_PATH}/{list_id}/contacts", json={"contacts": [{"phone": p} for p in phones]})
    if r.is_error:
        raise VoxError(r.status_code, r.json())


def pending_lists() -> dict[str, list[str]]:
    r = dispatch.get("/consignees/pending")
    if r.status_code == 503:
        raise DispatchError("dispatch-api in maintenance")
    if r.status_code == 404:
        return {}
    return r.json()


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    while True:
        try:
            for list_id, phones in pending_lists().items():
                try:
                    append(list_id, phones)
                except VoxError as e:
                    if e.unknown_user:
                        log.error("bridge user missing in Voxhollow; check VOX_ACTING_USER")
                        raise
                    log.warning("skipping %s: %s", list_id, e)
        except DispatchError as e:
            log.info("%s", e)
        time.sleep(60)


if __name__ == "__main__":
    main()
