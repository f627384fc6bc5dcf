import datetime as dt
import logging

import phonenumbers
import requests
from scrapy.exceptions import DropItem, NotConfigured

log = logging.getLogger(__name__)


class NormalizePhonePipeline:
    def process_item(self, item, spider):
        try:
            parsed = phonenumbers.parse(item["phone"], "US")
        except phonenumbers.NumberParseException:
            raise DropItem(f"bad phone {item['phone']!r}")
        item["phone"] = phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)
        return item


class DialstreamListPipeline:
    """Collects phones during the crawl and creates one Dialstream list per night."""

    def __init__(self, base_url, key, owner, batch):
        self.base_url = base_url.rstrip("/")
        self.batch = batch
        self.owner = owner
        self.http = requests.Session()
        self.http.headers["X-API-Key"] = key
        self.http.headers["X-User-Email"] = owner
        self.phones = []

    @classmethod
    def from_crawler(cls, crawler):
        s = crawler.settings
        if not s.get("DIALSTREAM_KEY"):
            raise NotConfigured("DIALSTREAM_KEY not set")
        return cls(s["DIALSTREAM_URL"], s["DIALSTREAM_KEY"], s["DIALSTREAM_OWNER"], s.getint("DIALSTREAM_BATCH"))

    def process_item(self, item, spider):
        self.phones.append(item["phone"])
        return item

    def close_spider(self, spider):
        if not self.phones:
            return
        name = f"clinics-{dt.date.today():%Y%m%d}"
        resp = self.http.post(f"{self.base_url}/contact-lists", json={"name": name, "owner": self.owner})
        if resp.status_code == 502:
            log.error("Dialstream could not reach its identity provider; list %s not created", name)
            return
        if not resp.ok:
            log.error("list creation failed: %s", resp.json().get("error"))
            return
        list_id = resp.json()["id"]
        for i in range(0, len(self.phones), self.batch):
            chunk = self.phones[i : i + self.batch]
            r = self.http.post(
                f"{self.base_url}/contact-lists/{list_id}/contacts",
                json={"contacts": [{"phone": p} for p in chunk]},
            )
            r.raise_for_status()
        log.info("pushed %d phones into %s", len(self.phones), name)
