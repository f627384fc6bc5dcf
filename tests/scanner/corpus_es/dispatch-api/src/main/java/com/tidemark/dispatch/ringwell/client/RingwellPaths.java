package com.tidemark.dispatch.ringwell.client;

/**
 * Relative paths under the configured Ringwell base URL.
 */
final class RingwellPaths {

    static final String CONTACT_LISTS = "/contact-lists";
    static final String CONTACT_LIST = "/contact-lists/{listId}";
    static final String CONTACT_LIST_CONTACTS = "/contact-lists/{listId}/contacts";
    static final String CONTACT_LIST_CONTACT = "/contact-lists/{listId}/contacts/{phone}";

    private RingwellPaths() {
    }
}
