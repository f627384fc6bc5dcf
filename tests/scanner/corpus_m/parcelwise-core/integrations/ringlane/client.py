import logging

from . import constants as c
from .errors import ContactListNotFound, RingLaneUnavailable
from .session import RingLaneSession

log = logging.getLogger(__name__)


class RingLaneClient:
    def __init__(self, acting_user=None, session=None):
        self.session = session or RingLaneSession(acting_user=acting_user)

    def list_contact_lists(self):
        return self.session.get(c.CONTACT_LISTS_PATH).json()["data"]

    def create_contact_list(self, name, owner_email):
        payload = {"name": name, "owner": owner_email}
        return self.session.post(c.CONTACT_LISTS_PATH, json=payload).json()

    def get_contact_list(self, list_id):
        return self.session.get(c.CONTACT_LIST_PATH.format(list_id=list_id)).json()

    def rename_contact_list(self, list_id, name):
        url = c.CONTACT_LIST_PATH.format(list_id=list_id)
        return self.session.patch(url, json={"name": name}).json()

    def delete_contact_list(self, list_id):
        try:
            self.session.delete(c.CONTACT_LIST_PATH.format(list_id=list_id))
        except ContactListNotFound:
            log.info("ringlane list %s already gone", list_id)

    def add_contacts(self, list_id, phones):
        url = c.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id)
        body = {"contacts": [{"phone": p} for p in phones]}
        return self.session.post(url, json=body).json()

    def remove_contact(self, list_id, phone):
        url = c.CONTACT_LIST_CONTACT_PATH.format(list_id=list_id, phone=phone)
        self.session.delete(url)

    def safe_add_contacts(self, list_id, phones):
        try:
            return self.add_contacts(list_id, phones)
        except RingLaneUnavailable as exc:
            if exc.status == 503:
                log.warning("RingLane public API disabled; skipping sync of %s", list_id)
                return None
            raise
