"""The action table: every action a recipe step may name, one row each.

A row says what the action is called, which parameters it takes, its effect (read, write or
destructive), the scopes it needs, and either the request it sends (for a plain client call:
the client method is the one named like the action) or the function that does more.
"""

from __future__ import annotations

from callbridge.api.scopes import OPERATION_SCOPES
from callbridge.recipe.actions import api, bulk, changes, resolve, webhooks
from callbridge.recipe.actions.registry import Action, Effect, operation

READ, WRITE, DESTRUCTIVE = Effect.READ, Effect.WRITE, Effect.DESTRUCTIVE
# scopes from the client's table of the contract (api/scopes.py), never restated here
LISTS = OPERATION_SCOPES["POST /lists"]
LIST_READ = OPERATION_SCOPES["GET /lists/{id}/contacts"]
CONTACTS = OPERATION_SCOPES["POST /contacts"]
SCHEDULED = OPERATION_SCOPES["PATCH /scheduled-calls/{id}"]
IMPORTS = OPERATION_SCOPES["POST /imports"]
HOOKS = OPERATION_SCOPES["PUT /webhooks/{id}"]
MEMBER = ("list_id", "contact_id")
MEMBER_PATH = "/lists/{list_id}/contacts/{contact_id}"
DELIVERY = ("id", "delivery_id")

ACTIONS: tuple[Action, ...] = (
    # --- credential, members, availability
    operation("me", api.NoParams, READ, "Describe the credential (GET /me)."),
    operation(
        "users.list",
        api.UsersList,
        READ,
        "List workspace members (GET /users); `all: true` follows every page.",
        call=api.users_list,
    ),
    operation(
        "users.default_owner",
        api.DefaultOwner,
        READ,
        "The owner for new contacts: owner_id if given, else the personal key's member, "
        "else the first member GET /users lists (with a warning).",
        call=api.default_owner,
    ),
    operation(
        "availability",
        api.NoParams,
        READ,
        "Read release status and historical coverage (GET /availability).",
    ),
    # --- lists and membership
    operation(
        "lists.create",
        api.ListsCreate,
        WRITE,
        "Create a calling list (POST /lists); it places no calls.",
        args=("name", "owner_id", "group_name"),
        request="POST /lists",
        body=api.list_body,
        scopes=LISTS,
    ),
    operation(
        "lists.replace",
        api.ListsReplace,
        WRITE,
        "Rename or regroup a list (PUT /lists/{id}, the full shape; an omitted group clears it).",
        args=("list_id", "name", "owner_id", "group_name"),
        request="PUT /lists/{list_id}",
        body=api.list_body,
        scopes=LISTS,
        warnings=api.replace_warnings,
    ),
    operation(
        "lists.contacts",
        api.ListsContacts,
        READ,
        "Read a list's contacts (GET /lists/{id}/contacts); `all: true` follows every page.",
        call=api.lists_contacts,
        scopes=LIST_READ,
    ),
    operation(
        "lists.add_contact",
        api.Membership,
        WRITE,
        "Add a contact to a list (PUT /lists/{id}/contacts/{contactId}).",
        args=MEMBER,
        request="PUT " + MEMBER_PATH,
        scopes=LISTS,
    ),
    operation(
        "lists.remove_contact",
        api.Membership,
        DESTRUCTIVE,
        "Remove a contact from a list, keeping the contact (DELETE /lists/{id}/contacts/{contactId}).",
        args=MEMBER,
        request="DELETE " + MEMBER_PATH,
        scopes=LISTS,
    ),
    # --- contacts
    operation(
        "contacts.upsert",
        api.ContactsUpsert,
        WRITE,
        "Create or update a contact by its stable external id (POST /contacts).",
        call=api.contacts_upsert,
        render=api.upsert_request,
        scopes=CONTACTS,
    ),
    operation(
        "contacts.delete",
        resolve.ContactsDelete,
        DESTRUCTIVE,
        "Delete a contact everywhere, leaving every list (DELETE /contacts/{id}); "
        "its ids in the id map are forgotten.",
        call=resolve.delete_contact,
        request="DELETE /contacts/{contact_id}",
        scopes=CONTACTS,
    ),
    operation(
        "contacts.resolve_phone",
        resolve.ResolvePhone,
        READ,
        "Find the stable contact id of a phone number in a list (E.164, no guessing).",
        call=resolve.resolve_phone,
        scopes=LIST_READ,
    ),
    operation(
        "contacts.import_csv",
        bulk.ImportCsv,
        WRITE,
        "Upsert contacts from a CSV file with the bulk importer (resumable, row by row).",
        call=bulk.import_csv,
        render=bulk.import_request,
        scopes=IMPORTS,
    ),
    operation(
        "imports.create",
        api.ImportsCreate,
        WRITE,
        "Upsert up to 1000 contacts into a list in one request (POST /imports).",
        call=api.imports_create,
        render=api.import_request,
        scopes=IMPORTS,
    ),
    # --- calls, scheduled calls, analytics, change feed
    operation(
        "calls.get",
        api.CallsGet,
        READ,
        "Read a call with the evidence the key may see (GET /calls/{callSid}).",
        args=("call_sid",),
        scopes=OPERATION_SCOPES["GET /calls/{callSid}"],
    ),
    operation(
        "scheduled_calls.update",
        api.ScheduledCallsUpdate,
        WRITE,
        "Patch a scheduled call's time, status or notes (PATCH /scheduled-calls/{id}).",
        args=("id",),
        request="PATCH /scheduled-calls/{id}",
        body=api.scheduled_call_patch,
        scopes=SCHEDULED,
    ),
    operation(
        "scheduled_calls.delete",
        api.ScheduledCallsDelete,
        DESTRUCTIVE,
        "Cancel a scheduled call (DELETE /scheduled-calls/{id}).",
        args=("id",),
        request="DELETE /scheduled-calls/{id}",
        scopes=SCHEDULED,
    ),
    operation(
        "analytics.summary",
        api.AnalyticsSummary,
        READ,
        "Read call analytics, optionally grouped by list or owner (GET /analytics/summary).",
        scopes=OPERATION_SCOPES["GET /analytics/summary"],
    ),
    operation(
        "changes.drain",
        changes.Drain,
        READ,
        "Read the change feed from a cursor to its end, merged by resource (GET /changes).",
        call=changes.drain,
        scopes=OPERATION_SCOPES["GET /changes"],
    ),
    # --- webhooks: put → rotate → verify → enable, then deliveries
    operation(
        "webhooks.put",
        webhooks.WebhooksPut,
        WRITE,
        "Create or change a subscription (PUT /webhooks/{id}); it starts inactive.",
        args=("id", "name", "url", "events"),
        request="PUT /webhooks/{id}",
        body=webhooks.put_body,
        scopes=HOOKS,
    ),
    operation(
        "webhooks.rotate_secret",
        webhooks.RotateSecret,
        DESTRUCTIVE,
        "Rotate the signing secret (POST /webhooks/{id}/rotate-secret): the old one stops "
        "working at once and delivery pauses; the new one goes to a 0600 file.",
        call=webhooks.rotate_secret,
        request="POST /webhooks/{id}/rotate-secret",
        scopes=HOOKS,
    ),
    operation(
        "webhooks.verify",
        webhooks.WebhookId,
        WRITE,
        "Send the signed challenge to the receiver (POST /webhooks/{id}/verify).",
        args=("id",),
        request="POST /webhooks/{id}/verify",
        scopes=HOOKS,
    ),
    operation(
        "webhooks.set_active",
        webhooks.SetActive,
        WRITE,
        "Pause or enable a subscription (PATCH /webhooks/{id}); enabling needs a verified one.",
        args=("id", "active"),
        request="PATCH /webhooks/{id}",
        body=webhooks.active_body,
        scopes=HOOKS,
    ),
    operation(
        "webhooks.deliveries",
        webhooks.Deliveries,
        READ,
        "Read the latest 100 deliveries (GET /webhooks/{id}/deliveries).",
        call=webhooks.deliveries,
        scopes=HOOKS,
    ),
    operation(
        "webhooks.attempts",
        webhooks.DeliveryRef,
        READ,
        "Read a delivery's latest 100 attempts (GET .../deliveries/{deliveryId}/attempts).",
        args=DELIVERY,
        scopes=HOOKS,
    ),
    operation(
        "webhooks.replay",
        webhooks.DeliveryRef,
        WRITE,
        "Queue a delivery again (POST .../deliveries/{deliveryId}/replay); 202 is not delivered.",
        args=DELIVERY,
        request="POST /webhooks/{id}/deliveries/{delivery_id}/replay",
        scopes=HOOKS,
    ),
    # --- anything else in v2
    operation(
        "request",
        api.Request,
        api.request_effect,
        "Send any v2 request through the client (GET is a read, DELETE is destructive).",
        call=api.request,
        render=api.request_render,
    ),
)
