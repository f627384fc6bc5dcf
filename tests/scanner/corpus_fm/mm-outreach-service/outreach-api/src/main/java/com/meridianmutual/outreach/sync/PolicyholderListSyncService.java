package com.meridianmutual.outreach.sync;

import com.meridianmutual.outreach.audit.AuditClient;
import com.meridianmutual.ringlane.RinglaneContactListClient;
import com.meridianmutual.ringlane.RinglaneException;
import com.meridianmutual.ringlane.model.AppendContactsRequest;
import com.meridianmutual.ringlane.model.ContactList;
import com.meridianmutual.ringlane.model.CreateContactListRequest;
import java.util.List;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;

/**
 * Nightly push of renewal-due policyholders into the agents' call lists.
 */
@Slf4j
@Service
@RequiredArgsConstructor
public class PolicyholderListSyncService {

    private final RinglaneContactListClient ringlane;
    private final RenewalRepository renewals;
    private final AuditClient audit;

    @Scheduled(cron = "${outreach.sync.cron:0 30 2 * * *}")
    public void syncRenewalLists() {
        for (var agent : renewals.agentsWithDueRenewals()) {
            List<AppendContactsRequest.Contact> contacts = renewals.dueFor(agent).stream()
                    .map(p -> new AppendContactsRequest.Contact(p.phoneE164(), p.firstName(), p.lastName(), p.policyNumber()))
                    .toList();
            try {
                ContactList list = agent.ringlaneListId() != null
                        ? ringlane.getContactList(agent.ringlaneListId())
                        : ringlane.createContactList(new CreateContactListRequest("Renewals - " + agent.displayName()));
                ringlane.appendContacts(list.id(), new AppendContactsRequest(contacts));
                audit.record("RINGLANE_SYNC", agent.email(), contacts.size());
            } catch (RinglaneException.UnknownAgent e) {
                log.warn("Agent {} has no Ringlane seat, skipping", agent.email());
            } catch (RinglaneException.ListNotFound e) {
                log.info("Stored list for {} was deleted on Ringlane side; recreating next run", agent.email());
                renewals.clearListId(agent);
            }
        }
    }
}
