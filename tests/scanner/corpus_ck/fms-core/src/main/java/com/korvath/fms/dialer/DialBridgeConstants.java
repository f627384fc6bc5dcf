/*
 * Copyright (c) 2011-2019 Korvath Logistics GmbH. All rights reserved.
 */
package com.korvath.fms.dialer;

/**
 * Constants for the DialBridge public API.
 *
 * @author mbrandt
 * @since 5.2
 */
public final class DialBridgeConstants {

    private DialBridgeConstants() {
    }

    public static final String DEFAULT_BASE_URL = "https://api.dialbridge.com/api/public/v1";

    public static final String HEADER_API_KEY = "x-api-key";
    public static final String HEADER_ACTING_USER = "x-user-email";
    public static final String HEADER_CONTENT_TYPE = "Content-Type";

    public static final String PATH_CONTACT_LISTS = "/contact-lists";
    public static final String PATH_CONTACT_LIST = "/contact-lists/%s";
    public static final String PATH_LIST_CONTACTS = "/contact-lists/%s/contacts";
    public static final String PATH_LIST_CONTACT_BY_PHONE = "/contact-lists/%s/contacts/%s";

    public static final int CONNECT_TIMEOUT_MS = 5000;
    public static final int SOCKET_TIMEOUT_MS = 20000;

    /** Message DialBridge returns when the rep has no DialBridge seat. */
    public static final String MSG_USER_NOT_FOUND = "user not found";
}
