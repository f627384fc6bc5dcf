package com.harborline.agentsync.sync;

import com.harborline.agentsync.client.CrmCoreClient;
import com.harborline.agentsync.client.RingmetricFeignClient;
import feign.FeignException;
import io.github.resilience4j.circuitbreaker.annotation.CircuitBreaker;
import io.github.resilience4j.retry.annotation.Retry;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import java.util.List;

@Slf4j
@Component
@RequiredArgsConstructor
public class ContactListSyncJob {

    private final CrmCoreClient crm;
    private final RingmetricFeignClient ringmetric;
    private final MembershipRepository memberships;

    @Scheduled(cron = "${agentsync.schedule.cron}")
    public void run() {
        for (String territory : List.of("WEST", "CENTRAL", "EAST")) {
            try {
                syncTerritory(territory);
            } catch (FeignException.BadGateway e) {
                log.warn("Ringmetric IdP hiccup while syncing {}, will retry next tick", territory);
            } catch (FeignException e) {
                log.error("Sync of {} failed with HTTP {}", territory, e.status(), e);
                memberships.recordError(territory, e.status(), e.contentUTF8());
            }
        }
    }

    @Retry(name = "ringmetric")
    @CircuitBreaker(name = "ringmetric")
    void syncTerritory(String territory) {
        var listId = memberships.listIdFor(territory);
        var phones = crm.activeAgents(territory).stream()
                .filter(CrmCoreClient.Agent::active)
                .map(CrmCoreClient.Agent::phone)
                .toList();
        ringmetric.addContacts(listId, new RingmetricFeignClient.AddContactsBody(phones));
        memberships.markSynced(territory);
    }
}
