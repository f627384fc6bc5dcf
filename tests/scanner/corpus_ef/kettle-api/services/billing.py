import logging

log = logging.getLogger(__name__)


def handle(event):
    if event["type"] == "invoice.paid":
        log.info("invoice paid %s", event["data"]["object"]["id"])
