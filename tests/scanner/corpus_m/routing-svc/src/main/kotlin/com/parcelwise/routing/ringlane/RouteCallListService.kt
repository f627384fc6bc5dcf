package com.parcelwise.routing.ringlane

import org.slf4j.LoggerFactory
import org.springframework.stereotype.Service

@Service
class RouteCallListService(private val ringlane: RingLaneClient) {
    private val log = LoggerFactory.getLogger(javaClass)

    fun notifyDelayedStops(listId: String, phones: List<String>): Int {
        if (phones.isEmpty()) return 0
        return try {
            ringlane.addContacts(listId, AddContactsRequest(phones.map { AddContactsRequest.Contact(it) })).added
        } catch (e: RingLaneException) {
            if (e.status == 503) {
                log.warn("RingLane API disabled, delayed-stop calls skipped for {}", listId)
                0
            } else {
                log.error("RingLane call list update failed: {}", e.body?.details?.joinToString { "${it.path}: ${it.message}" })
                throw e
            }
        }
    }
}
