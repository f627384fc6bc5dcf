package com.kestrelmutual.outreach.dialwell;

final class DialwellPaths {

    static final String CONTACT_LISTS = "contact-lists";
    static final String CONTACT_LIST = "contact-lists/{listId}";
    static final String LIST_CONTACTS = "contact-lists/{listId}/contacts";
    static final String LIST_CONTACT_BY_PHONE = "contact-lists/{listId}/contacts/{phone}";

    private DialwellPaths() {
    }
}
