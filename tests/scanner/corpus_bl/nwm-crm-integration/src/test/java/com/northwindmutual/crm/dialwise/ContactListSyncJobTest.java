package com.northwindmutual.crm.dialwise;

import com.northwindmutual.crm.policy.PolicyServiceClient;
import com.northwindmutual.crm.policy.PolicySummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.InjectMocks;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;

import java.util.List;

import static org.mockito.ArgumentMatchers.*;
import static org.mockito.Mockito.*;

@ExtendWith(MockitoExtension.class)
class ContactListSyncJobTest {

    @Mock PolicyServiceClient policyService;
    @Mock DialWiseClient dialWise;
    @Mock AgentDirectory agents;
    @InjectMocks ContactListSyncJob job;

    private final AgentDirectory.Agent agent = new AgentDirectory.Agent("kim@northwindmutual.com", "P-0042", "L-42");

    @Test
    void skipsAgentWhenUserNotFound() {
        when(agents.activeAgents()).thenReturn(List.of(agent));
        when(policyService.renewalsDue("P-0042", 45)).thenReturn(List.of(new PolicySummary("AU-77", "Lee Kim", "+16305550199")));
        doThrow(new DialWiseUserNotFoundException("user not found")).when(dialWise).appendContacts(any(), any(), any());

        job.run();

        verify(dialWise).appendContacts(eq("L-42"), anyList(), eq("kim@northwindmutual.com"));
    }

    @Test
    void continuesAfter503FromDialWise() {
        when(agents.activeAgents()).thenReturn(List.of(agent, agent));
        when(policyService.renewalsDue(any(), anyInt())).thenReturn(List.of(new PolicySummary("AU-78", "Ana Ruiz", "+16305550111")));
        doThrow(new DialWiseException("DialWise API disabled", 503, false)).when(dialWise).appendContacts(any(), any(), any());

        job.run();

        verify(dialWise, times(2)).appendContacts(any(), any(), any());
    }

    @Test
    void noRenewalsMeansNoCall() {
        when(agents.activeAgents()).thenReturn(List.of(agent));
        when(policyService.renewalsDue(any(), anyInt())).thenReturn(List.of());

        job.run();

        verifyNoInteractions(dialWise);
    }
}
