package com.tallowfinch.leads.callcrest

import io.micronaut.core.annotation.Introspected

@Introspected
class ContactList {
    String id
    String name
    Integer contactCount
    String createdAt
}

@Introspected
class ContactListPage {
    List<ContactList> data
    String nextCursor
}

@Introspected
class ContactListRequest {
    String name
    String description
}

@Introspected
class AppendContactsRequest {
    List<Contact> contacts

    @Introspected
    static class Contact {
        String phone
        String firstName
        String lastName
        String externalId
    }
}
