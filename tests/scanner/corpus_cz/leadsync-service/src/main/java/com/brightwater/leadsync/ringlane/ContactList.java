package com.brightwater.leadsync.ringlane;

import java.time.Instant;
import java.util.List;

public record ContactList(String id, String name, String ownerEmail, int contactCount, Instant createdAt) {

    public record NewContactList(String name, String description) {
    }

    public record ContactsToAppend(List<Contact> contacts) {
    }

    public record Contact(String phone, String firstName, String lastName, String externalId) {
    }
}
