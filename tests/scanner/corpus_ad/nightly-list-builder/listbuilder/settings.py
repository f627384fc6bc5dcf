import os

BOT_NAME = "listbuilder"
SPIDER_MODULES = ["listbuilder.spiders"]
ROBOTSTXT_OBEY = True
CONCURRENT_REQUESTS = 4
DOWNLOAD_DELAY = 1.5

ITEM_PIPELINES = {
    "listbuilder.pipelines.NormalizePhonePipeline": 100,
    "listbuilder.pipelines.DialstreamListPipeline": 800,
}

DIALSTREAM_URL = os.getenv("DIALSTREAM_URL", "https://api.dialstream.com/api/public/v1")
DIALSTREAM_KEY = os.getenv("DIALSTREAM_KEY", "ds_Rk8vQ2mTn4YpW7zLc9HbX3fJ")
DIALSTREAM_OWNER = "nightly-import@tallowbrook.com"
DIALSTREAM_BATCH = 200
