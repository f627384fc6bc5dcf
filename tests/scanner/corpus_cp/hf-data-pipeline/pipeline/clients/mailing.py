"""Mailjet contact-list sync for the newsletter audience."""
import os

import requests

MAILJET_API = "https://api.mailjet.com/v3/REST"


def add_to_contact_list(list_id: int, email: str) -> None:
    auth = (os.environ["MJ_APIKEY_PUBLIC"], os.environ["MJ_APIKEY_PRIVATE"])
    resp = requests.post(
        f"{MAILJET_API}/contactslist/{list_id}/managecontact",
        auth=auth,
        json={"Email": email, "Action": "addnoforce"},
        timeout=20,
    )
    if resp.status_code == 404:
        raise KeyError(f"contact list {list_id} not found")
    resp.raise_for_status()


def sendinblue_contact_lists(api_key: str) -> list[dict]:
    resp = requests.get(
        "https://api.brevo.com/v3/contacts/lists",
        headers={"api-key": api_key},
        timeout=20,
    )
    resp.raise_for_status()
    return resp.json()["lists"]
