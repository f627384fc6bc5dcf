package pellham.ringlane

import groovy.transform.CompileStatic

@CompileStatic
final class RinglaneRoutes {
    static final String CONTACT_LISTS = '/contact-lists'

    static String contactList(String listId) {
        "/contact-lists/${listId}"
    }

    static String listContacts(String listId) {
        "${contactList(listId)}/contacts"
    }

    static String listContact(String listId, String phone) {
        "/contact-lists/${listId}/contacts/${URLEncoder.encode(phone, 'UTF-8')}"
    }

    static final String USERS_ME = '/users/me'

    private RinglaneRoutes() {}
}
