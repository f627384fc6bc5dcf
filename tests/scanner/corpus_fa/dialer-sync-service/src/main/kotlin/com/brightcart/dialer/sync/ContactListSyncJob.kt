package com.brightcart.dialer.sync

import com.brightcart.dialer.ringlane.ContactListClient
import com.brightcart.dialer.ringlane.CreateContactList
import com.brightcart.dialer.ringlane.RinglaneException
import com.brightcart.dialer.segments.SegmentRepository
import io.github.resilience4j.kotlin.retry.executeSuspendFunction
import io.github.resilience4j.retry.Retry
import org.slf4j.LoggerFactory
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component

@Component
class ContactListSyncJob(
    private val contactLists: ContactListClient,
    private val segments: SegmentRepository,
    private val retry: Retry,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Scheduled(cron = "0 */15 * * * *")
    suspend fun run() {
        for (segment in segments.findDialable()) {
            try {
                val listId = segment.ringlaneListId
                    ?: contactLists.create(CreateContactList(segment.name)).id.also { segments.saveListId(segment.id, it) }
                retry.executeSuspendFunction { contactLists.appendContacts(listId, segment.phones) }
            } catch (e: RinglaneException.ApiDisabled) {
                log.error("Ringlane public API is disabled for our account, aborting sync run")
                return
            } catch (e: RinglaneException.ContactListNotFound) {
                log.warn("list {} vanished on Ringlane side, recreating next run", e.listId)
                segments.saveListId(segment.id, null)
            } catch (e: RinglaneException) {
                log.warn("sync of segment {} failed: {}", segment.id, e.message)
            }
        }
    }
}
