package com.northwindmutual.crm.dialwise;

import com.northwindmutual.crm.dialwise.model.ListContact;
import com.northwindmutual.crm.policy.PolicyServiceClient;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.retry.annotation.Backoff;
import org.springframework.retry.annotation.Retryable;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Nightly: pushes renewal-due policyholders into each agent's DialWise call list.
 */
@Slf4j
@Component
@RequiredArgsConstructor
public class ContactListSyncJob {

    private final PolicyServiceClient policyService;
    private final DialWiseClient dialWise;
    private final AgentDirectory agents;

    @Scheduled(cron = "0 30 2 * * MON-FRI", zone = "America/Chicago")
    public void run() {
        for (AgentDirectory.Agent agent : agents.activeAgents()) {
            try {
                syncAgent(agent);
            } catch (DialWiseUserNotFoundException e) {
                log.warn("Agent {} has no DialWise seat, skipping", agent.getEmail());
            } catch (DialWiseException e) {
                log.error("DialWise sync failed for {} (status {})", agent.getEmail(), e.getStatus(), e);
            }
        }
    }

    @Retryable(value = DialWiseException.class, maxAttempts = 4, backoff = @Backoff(delay = 2000, multiplier = 2))
    void syncAgent(AgentDirectory.Agent agent) {
        List<ListContact> contacts = policyService.renewalsDue(agent.getProducerCode(), 45).stream()
                .map(p -> new ListContact(p.getPrimaryPhone(), p.getInsuredName(), p.getPolicyNumber()))
                .collect(Collectors.toList());
        if (contacts.isEmpty()) {
            return;
        }
        dialWise.appendContacts(agent.getDialWiseListId(), contacts, agent.getEmail());
        log.info("Queued {} renewals for {}", contacts.size(), agent.getEmail());
    }
}
