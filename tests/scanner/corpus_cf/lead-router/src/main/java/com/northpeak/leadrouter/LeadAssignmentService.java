package com.northpeak.leadrouter;

import com.northpeak.leadrouter.dialwise.DialwiseApi;
import com.northpeak.leadrouter.dialwise.DialwiseException;
import com.northpeak.leadrouter.dialwise.DialwiseResponses;
import java.util.List;
import java.util.Map;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.retry.annotation.Backoff;
import org.springframework.retry.annotation.Retryable;
import org.springframework.stereotype.Service;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.RestClient;

@Slf4j
@Service
@RequiredArgsConstructor
public class LeadAssignmentService {

    private final DialwiseApi dialwise;
    private final RestClient territoryClient;

    @Retryable(retryFor = HttpServerErrorException.ServiceUnavailable.class, maxAttempts = 4,
            backoff = @Backoff(delay = 500, multiplier = 2))
    public String territoryFor(String zip) {
        return territoryClient.get().uri("/territories?zip={zip}", zip).retrieve().body(String.class);
    }

    public void assign(Lead lead) {
        String listId = "cl_" + territoryFor(lead.zip());
        var contact = new DialwiseApi.Contact(lead.phone(), lead.firstName(), lead.lastName(), lead.crmId());
        try {
            DialwiseResponses.execute(dialwise.appendContacts(listId, Map.of("contacts", List.of(contact))));
        } catch (DialwiseException e) {
            if (e.getStatus() == 503) {
                log.error("DialWise public API is disabled; parking lead {}", lead.crmId());
                return;
            }
            if (e.isTransient()) {
                log.warn("DialWise transient failure for lead {}, will requeue", lead.crmId());
                throw e;
            }
            log.error("Could not add lead {} to list {}: {}", lead.crmId(), listId, e.getMessage());
        }
    }

    public record Lead(String crmId, String phone, String firstName, String lastName, String zip) {}
}
