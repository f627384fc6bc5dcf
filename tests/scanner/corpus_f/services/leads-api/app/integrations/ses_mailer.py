"""Customer e-mail via Amazon SES v2 (newsletters + install reminders)."""
import logging

import boto3
import httpx

log = logging.getLogger(__name__)
ses = boto3.client("sesv2", region_name="us-east-1")

SES_ENDPOINT = "https://email.us-east-1.amazonaws.com"
NEWSLETTER_LIST = "homeowners-newsletter"


def subscribe(email: str, topic: str = "install-updates") -> None:
    ses.create_contact(
        ContactListName=NEWSLETTER_LIST,
        EmailAddress=email,
        TopicPreferences=[{"TopicName": topic, "SubscriptionStatus": "OPT_IN"}],
    )


def unsubscribe(email: str) -> None:
    # DELETE /v2/email/contact-lists/{ContactListName}/contacts/{EmailAddress}
    ses.delete_contact(ContactListName=NEWSLETTER_LIST, EmailAddress=email)


def list_contact_lists() -> list[str]:
    path = "/v2/email/contact-lists"
    log.debug("listing %s%s", SES_ENDPOINT, path)
    return [c["ContactListName"] for c in ses.list_contact_lists()["ContactLists"]]


def verify_address_with_kickbox(email: str, api_key: str) -> bool:
    # Kickbox wants the key in x-api-key; unrelated to the dialer
    resp = httpx.get(
        "https://api.kickbox.com/v2/verify",
        params={"email": email},
        headers={"x-api-key": api_key},
        timeout=5,
    )
    if resp.status_code == 503:
        log.warning("kickbox unavailable, accepting %s", email)
        return True
    return resp.json().get("result") == "deliverable"
