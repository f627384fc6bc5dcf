package com.harbourline.crmsync.sync;

import com.harbourline.crmsync.ringcast.RingcastClient;
import com.harbourline.crmsync.ringcast.RingcastException;
import com.harbourline.crmsync.ringcast.dto.AppendContactsRequest;
import com.harbourline.crmsync.salesforce.SalesforceClient;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Slf4j
@Component
@RequiredArgsConstructor
public class ContactListSyncJob {

    private final SalesforceClient salesforce;
    private final RingcastClient ringcast;
    private final ListMappingRepository mappings;

    @Scheduled(fixedDelayString = "PT15M")
    public void run() {
        salesforce.openCampaigns().forEach(campaign -> {
            var listId = mappings.findRingcastList(campaign.id()).orElse(null);
            if (listId == null) {
                log.info("No Ringcast list for campaign {}, skipping", campaign.id());
                return;
            }
            try {
                ringcast.appendContacts(listId, AppendContactsRequest.ofPhones(campaign.prospectPhones()));
            } catch (RingcastException e) {
                log.warn("Ringcast sync failed for {} (status {})", campaign.id(), e.getStatus());
            }
        });
    }
}
