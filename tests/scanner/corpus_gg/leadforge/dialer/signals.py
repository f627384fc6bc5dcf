import logging

from django.db import transaction
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from .models import Lead, ListMembership

log = logging.getLogger(__name__)


@receiver(post_save, sender=Lead)
def push_qualified_lead(sender, instance, created, update_fields=None, **kwargs):
    if instance.stage != "qualified" or not instance.phone:
        return
    from .tasks import push_lead_to_dialer

    # only after the surrounding request's transaction commits
    transaction.on_commit(lambda: push_lead_to_dialer.delay(instance.pk))


@receiver(post_delete, sender=ListMembership)
def remove_from_remote_list(sender, instance, **kwargs):
    from .tasks import remove_lead_from_list

    log.info("membership %s deleted, removing from remote list", instance.pk)
    transaction.on_commit(
        lambda: remove_lead_from_list.delay(instance.contact_list.remote_id, instance.lead.phone)
    )
