"""The demo workspace (`serve --seed demo`, the embedded sandbox, `sb.seed_demo()`).

Built through the control API only, so it works the same in-process and over HTTP.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from callbridge.sandbox.backend.credentials import ALL_SCOPES

if TYPE_CHECKING:
    from callbridge.sandbox.client.control import ControlClient


@dataclass(frozen=True)
class DemoSeed:
    workspace_id: str
    owner_id: str
    member_ids: list[str]
    workspace_key: str
    personal_key: str
    list_id: int
    contact_ids: list[int]
    call_sids: list[str]
    scheduled_call_ids: list[int]


MEMBERS = (
    {
        "id": "usr_ada",
        "firstName": "Ada",
        "lastName": "Lovelace",
        "email": "ada@example.com",
        "role": "admin",
    },
    {
        "id": "usr_grace",
        "firstName": "Grace",
        "lastName": "Hopper",
        "email": "grace@example.com",
        "role": "member",
    },
    {
        "id": "usr_alan",
        "firstName": "Alan",
        "lastName": "Turing",
        "email": "alan@example.com",
        "role": "member",
    },
)
CONTACTS = (
    ("usr_ada", "+14155550101", "crm-1001", "Linus", "Pauling", "America/Los_Angeles"),
    ("usr_ada", "+14155550102", "crm-1002", "Marie", "Curie", "Europe/Paris"),
    ("usr_ada", "+14155550103", "crm-1003", "Niels", "Bohr", "Europe/Copenhagen"),
    ("usr_grace", "+12125550104", "crm-1004", "Rosalind", "Franklin", "Europe/London"),
    ("usr_alan", "+12125550105", "crm-1005", "Emmy", "Noether", None),
)


def seed_demo(sb: ControlClient, environment: str = "test") -> DemoSeed:
    workspace = sb.create_workspace("Demo Workspace")
    ws = workspace["id"]
    members = [sb.create_member(ws, **fields)["id"] for fields in MEMBERS]
    owner = members[0]
    workspace_key = sb.create_key(ws, "workspace", ALL_SCOPES, environment=environment)["token"]
    personal_key = sb.create_key(
        ws, "personal", ALL_SCOPES, owner_id=owner, environment=environment
    )["token"]
    contact_ids: list[int] = []
    for owner_id, phone, external, first, last, zone in CONTACTS:
        contact = sb.create_contact(
            owner_id,
            phone,
            externalId=external,
            firstName=first,
            lastName=last,
            email=f"{first.lower()}@example.org",
            timeZone=zone,
        )
        contact_ids.append(contact["id"])
    calling_list = sb.create_list(owner, "Demo prospects", group_name="Q4 outreach")
    for contact_id in contact_ids[:3]:
        sb.add_to_list(calling_list["id"], contact_id)
    first_call = sb.create_call(
        owner,
        "+14155550101",
        "+14155550199",
        contactId=contact_ids[0],
        contactName="Linus Pauling",
        listId=calling_list["id"],
    )["callSid"]
    sb.complete_call(first_call, callStatus="completed", talkTimeSeconds=184.5)
    sb.set_disposition(first_call, "interested", "Asked for a follow-up next week.")
    sb.set_recording(first_call, "available", "https://recordings.example.com/demo-1.mp3")
    sb.set_transcript(
        first_call,
        "available",
        [
            {"speaker": "agent", "text": "Hello, this is Ada from the demo workspace."},
            {"speaker": "contact", "text": "Hi Ada, tell me more."},
        ],
    )
    second_call = sb.create_call(
        owner,
        "+14155550102",
        "+14155550199",
        contactId=contact_ids[1],
        contactName="Marie Curie",
        listId=calling_list["id"],
    )["callSid"]
    sb.complete_call(second_call, callStatus="no-answer", talkTimeSeconds=0)
    sb.set_recording(second_call, "unavailable")
    scheduled = [
        sb.create_scheduled_call(
            owner,
            "+14155550101",
            "2030-01-15T17:00:00Z",
            contactId=contact_ids[0],
            notes="Follow-up call",
            timeZone="America/Los_Angeles",
        )["id"],
        sb.create_scheduled_call(
            owner, "+14155550103", "2030-01-16T09:30:00Z", contactId=contact_ids[2]
        )["id"],
    ]
    return DemoSeed(
        workspace_id=ws,
        owner_id=owner,
        member_ids=members,
        workspace_key=workspace_key,
        personal_key=personal_key,
        list_id=calling_list["id"],
        contact_ids=contact_ids,
        call_sids=[first_call, second_call],
        scheduled_call_ids=scheduled,
    )
