import scrapy

from listbuilder.items import ClinicLead


class DirectorySpider(scrapy.Spider):
    name = "directory"
    allowed_domains = ["directory.example-clinics.org"]
    start_urls = ["https://directory.example-clinics.org/api/v1/listings?page=1"]

    def parse(self, response):
        data = response.json()
        for row in data["results"]:
            yield ClinicLead(name=row["name"], phone=row["phone"], city=row["city"], source_url=response.url)
        if data.get("next"):
            yield response.follow(data["next"], callback=self.parse)
