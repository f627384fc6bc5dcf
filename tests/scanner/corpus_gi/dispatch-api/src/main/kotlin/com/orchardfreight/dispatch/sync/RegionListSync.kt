package com.orchardfreight.dispatch.sync

import com.orchardfreight.dispatch.db.DialerListRepository
import com.orchardfreight.dispatch.ringbase.RingbaseClient
import com.orchardfreight.dispatch.ringbase.RingbaseException
import org.slf4j.LoggerFactory

class RegionListSync(
    private val ringbase: RingbaseClient,
    private val repo: DialerListRepository,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    suspend fun sync(region: String) {
        val phones = repo.activeDriverPhones(region)
        val listId = repo.findListId(region) ?: createList(region)
        try {
            val result = ringbase.appendDrivers(listId, phones)
            log.info("region={} added={} skipped={}", region, result.added, result.skipped)
        } catch (e: RingbaseException.ListNotFound) {
            log.warn("dialer list {} vanished for region {}, recreating", listId, region)
            ringbase.appendDrivers(createList(region), phones)
        } catch (e: RingbaseException.IdentityProviderDown) {
            log.warn("Ringbase IdP outage, region {} will be retried on next tick", region)
        }
    }

    private suspend fun createList(region: String): String {
        val created = ringbase.createContactList("Driver check-in $region", region)
        repo.save(region, created.id)
        return created.id
    }
}
