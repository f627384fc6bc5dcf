from celery import Celery

from .client import RinglaneV2
from .config import settings
from .errors import RinglaneProblem
from .legacy_lists import add_abandoned_cart, remove_after_purchase

app = Celery("dialer_sync", broker=settings.broker_url)


@app.task(bind=True, max_retries=5)
def on_order_paid(self, order):
    remove_after_purchase(order["phone"])
    if order["total"] < 500:
        return
    try:
        RinglaneV2().create_call_task(order["phone"], order["account_manager_id"], "big-order-thanks", order["ref"])
    except RinglaneProblem as exc:
        if exc.retryable:
            raise self.retry(exc=exc, countdown=60)
        raise


@app.task
def on_cart_abandoned(cart):
    if cart.get("phone"):
        add_abandoned_cart(cart["phone"])
