import os

from sendgrid import SendGridAPIClient
from sendgrid.helpers.mail import Mail

sg = SendGridAPIClient(os.environ.get("SENDGRID_API_KEY"))


def send_quote_email(to_email, quote_url):
    message = Mail(
        from_email="quotes@kestrelhome.com",
        to_emails=to_email,
        subject="Your Kestrel home insurance quote",
        html_content=f'<a href="{quote_url}">View your quote</a>',
    )
    response = sg.send(message)
    if response.status_code >= 400:
        body = response.body
        raise RuntimeError(body.get("error") if isinstance(body, dict) else body)
    return response.status_code


def upsert_marketing_contacts(contacts):
    return sg.client.marketing.contacts.put(request_body={"contacts": contacts})
