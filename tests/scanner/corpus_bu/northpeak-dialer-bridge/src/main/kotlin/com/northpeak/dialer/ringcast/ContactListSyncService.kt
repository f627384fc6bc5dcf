package com.northpeak.dialer.ringcast

import org.slf4j.LoggerFactory
import org.springframework.stereotype.Service

@Service
class ContactListSyncService(
    private val api: RingcastApi,
    private val errors: RingcastErrorMapper,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    fun pushLeads(listId: String, phones: List<String>): Int {
        var attempt = 0
        while (true) {
            val resp = api.addContacts(listId, ContactBatch(phones.map { Contact(it) })).execute()
            if (resp.isSuccessful) return resp.body()?.added ?: 0
            val ex = errors.toException(resp)
            if (ex is RingcastException.IdentityProviderDown && attempt++ < 3) {
                log.warn("Ringcast IdP hiccup, retrying ({})", attempt)
                Thread.sleep(500L * attempt)
                continue
            }
            throw ex
        }
    }
}
