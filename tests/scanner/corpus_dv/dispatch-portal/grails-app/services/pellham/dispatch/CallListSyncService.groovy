package pellham.dispatch

import grails.gorm.transactions.Transactional
import groovy.util.logging.Slf4j
import pellham.ringlane.RinglaneApiException
import pellham.ringlane.RinglaneRoutes

/**
 * Pushes each branch's "call-back today" customers into a Ringlane contact list
 * so the outbound team can power-dial them.
 */
@Slf4j
@Transactional
class CallListSyncService {

    RinglaneClientService ringlaneClientService
    TechnicianService technicianService

    String ensureListForBranch(Branch branch) {
        if (branch.ringlaneListId) {
            try {
                ringlaneClientService.get(RinglaneRoutes.contactList(branch.ringlaneListId))
                return branch.ringlaneListId
            } catch (RinglaneApiException e) {
                if (!e.listMissing) throw e
                log.info("List {} for branch {} vanished on Ringlane, recreating", branch.ringlaneListId, branch.code)
            }
        }
        Map created = ringlaneClientService.post(RinglaneRoutes.CONTACT_LISTS, [
            name       : "Callbacks - ${branch.name}",
            description: "Auto-synced by dispatch-portal"
        ], branch.managerEmail)
        branch.ringlaneListId = created.id
        branch.save(flush: true)
        created.id
    }

    SyncResult syncBranch(Branch branch) {
        def result = new SyncResult(branch: branch.code)
        String listId
        try {
            listId = ensureListForBranch(branch)
        } catch (RinglaneApiException e) {
            if (e.userNotFound) {
                log.warn("Branch manager {} has no Ringlane seat, skipping {}", branch.managerEmail, branch.code)
                result.skipped = true
                return result
            }
            if (e.apiDisabled) {
                result.skipped = true
                result.note = 'Ringlane API switched off for our account'
                return result
            }
            throw e
        }

        def callbacks = Callback.findAllByBranchAndDueDate(branch, new Date().clearTime())
        callbacks.collate(100).each { batch ->
            try {
                ringlaneClientService.post("/contact-lists/${listId}/contacts", [
                    contacts: batch.collect { [phone: it.customer.phoneE164, firstName: it.customer.firstName, externalId: "cb-${it.id}"] }
                ], branch.managerEmail)
                result.pushed += batch.size()
            } catch (RinglaneApiException e) {
                if (e.status == 422) {
                    log.warn("Rejected contacts for {}: {}", branch.code, e.fieldErrors())
                    result.rejected += batch.size()
                } else {
                    throw e
                }
            }
        }

        Callback.findAllByBranchAndCompletedAndRinglaneSynced(branch, true, true).each { cb ->
            ringlaneClientService.delete(RinglaneRoutes.listContact(listId, cb.customer.phoneE164), branch.managerEmail)
            cb.ringlaneSynced = false
            cb.save()
        }
        result
    }

    static class SyncResult {
        String branch
        int pushed
        int rejected
        boolean skipped
        String note
    }
}
