# -*- coding: utf-8 -*-
"""Settings for dispatch-portal.

Everything comes from the environment; the defaults are for running on a laptop.
(Ported from the old settings_local.py in 2021 -- see PORTING.md)
"""
from __future__ import print_function, unicode_literals

import os

DEBUG = os.environ.get("DEBUG", "0") == "1"
SECRET_KEY = os.environ.get("FLASK_SECRET_KEY", "dev-not-secret")
SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "postgresql://dispatch:dispatch@localhost/dispatch")

# --- Ringdeck (outbound driver calling) -----------------------------------
RINGDECK_HOST = os.environ.get("RINGDECK_HOST", "https://api.ringdeck.com")
RINGDECK_API_VERSION = os.environ.get("RINGDECK_API_VERSION", "v1")
RINGDECK_BASE_URL = "%s/api/public/%s" % (RINGDECK_HOST, RINGDECK_API_VERSION)
# TODO(jcarver): move to vault -- this got pasted in during the 2019 pilot
RINGDECK_API_KEY = os.environ.get("RINGDECK_API_KEY", "rd_7fQm2LxT9vWc4HbN8kPz3sJdA1")
RINGDECK_ACTING_USER = os.environ.get("RINGDECK_ACTING_USER", "dispatch-bot@tidewater-logistics.com")
RINGDECK_TIMEOUT = float(os.environ.get("RINGDECK_TIMEOUT", "10"))
RINGDECK_WEBHOOK_SECRET = os.environ.get("RINGDECK_WEBHOOK_SECRET", "")

# --- SendGrid --------------------------------------------------------------
SENDGRID_API_KEY = os.environ.get("SENDGRID_API_KEY", "")
SENDGRID_FROM = "no-reply@tidewater-logistics.com"

# --- internal rates service (behind AWS API Gateway) ----------------------
RATES_API_URL = os.environ.get("RATES_API_URL", "https://rates.internal.tidewater.io/v1")
RATES_API_KEY = os.environ.get("RATES_API_KEY", "")

STRIPE_WEBHOOK_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")
