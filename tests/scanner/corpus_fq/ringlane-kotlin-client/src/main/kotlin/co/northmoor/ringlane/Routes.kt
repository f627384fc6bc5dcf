package co.northmoor.ringlane

import java.net.URLEncoder
import java.nio.charset.StandardCharsets.UTF_8

internal object Routes {
    const val CALLS = "/calls"
    const val CONTACT_LISTS = "/contact-lists"

    fun contactList(id: String) = "/contact-lists/${enc(id)}"
    fun contactListContacts(id: String) = "/contact-lists/${enc(id)}/contacts"
    fun contactListContact(id: String, phone: String) = "/contact-lists/${enc(id)}/contacts/${enc(phone)}"

    private fun enc(s: String) = URLEncoder.encode(s, UTF_8)
}
