"""Rows → wire shapes, one function per resource (spec "Resources", gaps G1, G8, G10)."""

from __future__ import annotations

import json
from typing import Any

from callbridge.sandbox.backend.store import Row


def member(row: Row) -> dict[str, Any]:
    return {
        "id": row["id"],
        "name": row["name"],
        "firstName": row["first_name"],
        "lastName": row["last_name"],
        "identifier": row["identifier"],
        "email": row["email"],
        "role": row["role"],
        "status": row["status"],
        "joinedAt": row["joined_at"],
        "updatedAt": row["updated_at"],
    }


def calling_list(row: Row, contacts_count: int) -> dict[str, Any]:
    return {
        "id": row["id"],
        "name": row["name"],
        "ownerId": row["owner_id"],
        "groupName": row["group_name"],
        "orgId": row["workspace_id"],
        "createdAt": row["created_at"],
        "updatedAt": row["updated_at"],
        "contactsCount": contacts_count,
    }


def contact(row: Row) -> dict[str, Any]:
    return {
        "id": row["id"],
        "externalId": row["external_id"],
        "phoneNumber": row["phone_number"],
        "firstName": row["first_name"],
        "lastName": row["last_name"],
        "email": row["email"],
        "ownerId": row["owner_id"],
        "timeZone": row["time_zone"],
        "createdAt": row["created_at"],
        "updatedAt": row["updated_at"],
    }


def call(row: Row, scopes: frozenset[str]) -> dict[str, Any]:
    """A call with only the evidence the credential may read (others are `restricted`)."""
    recording: dict[str, Any]
    if "recordings:read" not in scopes:
        recording = {"state": "restricted"}
    elif row["recording_state"] == "available":
        recording = {"state": "available", "url": row["recording_url"]}
    else:
        recording = {"state": "unavailable"}
    transcript: dict[str, Any]
    if "transcripts:read" not in scopes:
        transcript = {"state": "restricted"}
    elif row["transcript_state"] == "available":
        transcript = {
            "state": "available",
            "segments": json.loads(row["transcript_segments"] or "[]"),
        }
    else:
        transcript = {"state": "unavailable"}
    disposition = None
    if row["disposition_type"] is not None:
        disposition = {"type": row["disposition_type"], "notes": row["disposition_notes"]}
    talk = row["talk_time_seconds"]
    return {
        "id": row["id"],
        "callSid": row["call_sid"],
        "ownerId": row["owner_id"],
        "createdAt": row["created_at"],
        "updatedAt": row["updated_at"],
        "contactId": row["contact_id"],
        "contactName": row["contact_name"],
        "phoneNumber": row["phone_number"],
        "fromPhoneNumber": row["from_phone_number"],
        "direction": row["direction"],
        "callStatus": row["call_status"],
        "disposition": disposition,
        "listId": row["list_id"],
        "talkTimeSeconds": int(talk) if float(talk).is_integer() else talk,
        "recording": recording,
        "transcript": transcript,
    }


def scheduled_call(row: Row) -> dict[str, Any]:
    return {
        "id": row["id"],
        "ownerId": row["owner_id"],
        "contactId": row["contact_id"],
        "phoneNumber": row["phone_number"],
        "scheduledAt": row["scheduled_at"],
        "status": row["status"],
        "notes": row["notes"],
        "callHistoryId": row["call_history_id"],
        "createdAt": row["created_at"],
        "updatedAt": row["updated_at"],
        "timeZone": row["time_zone"],
        "timeZoneSource": row["time_zone_source"],
    }


def webhook(row: Row) -> dict[str, Any]:
    return {
        "id": row["id"],
        "name": row["name"],
        "url": row["url"],
        "events": json.loads(row["events"]),
        "active": bool(row["active"]),
        "verified": bool(row["verified"]),
        "createdAt": row["created_at"],
        "updatedAt": row["updated_at"],
    }


def delivery(row: Row) -> dict[str, Any]:
    return {
        "id": row["id"],
        "eventId": row["event_id"],
        "eventType": row["event_type"],
        "state": row["state"],
        "attemptCount": row["attempt_count"],
        "nextAttemptAt": row["next_attempt_at"],
        "createdAt": row["created_at"],
        "updatedAt": row["updated_at"],
    }


def attempt(row: Row) -> dict[str, Any]:
    return {
        "id": row["id"],
        "deliveryId": row["delivery_id"],
        "number": row["number"],
        "state": row["state"],
        "statusCode": row["status_code"],
        "error": row["error"],
        "startedAt": row["started_at"],
        "finishedAt": row["finished_at"],
    }


def change(row: Row) -> dict[str, Any]:
    return {
        "sequence": str(row["sequence"]),
        "eventId": row["event_id"],
        "orgId": row["workspace_id"],
        "ownerId": row["owner_id"],
        "type": row["type"],
        "resourceType": row["resource_type"],
        "resourceId": row["resource_id"],
        "createdAt": row["created_at"],
    }
