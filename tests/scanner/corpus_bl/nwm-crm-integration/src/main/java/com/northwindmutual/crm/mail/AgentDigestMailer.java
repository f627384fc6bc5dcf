package com.northwindmutual.crm.mail;

import com.sendgrid.Method;
import com.sendgrid.Request;
import com.sendgrid.Response;
import com.sendgrid.SendGrid;
import lombok.extern.slf4j.Slf4j;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import java.io.IOException;

/**
 * Keeps the SendGrid marketing list of agents in sync so they receive the weekly call digest.
 */
@Slf4j
@Component
public class AgentDigestMailer {

    private final SendGrid sendGrid;
    private final String listId;

    public AgentDigestMailer(@Value("${sendgrid.api-key}") String apiKey,
                             @Value("${sendgrid.agent-digest-list-id}") String listId) {
        this.sendGrid = new SendGrid(apiKey);
        this.listId = listId;
    }

    public void addAgent(String email, String firstName) throws IOException {
        Request request = new Request();
        request.setMethod(Method.PUT);
        request.setEndpoint("/v3/marketing/contacts");
        request.setBody("{\"list_ids\":[\"" + listId + "\"],\"contacts\":[{\"email\":\"" + email
                + "\",\"first_name\":\"" + firstName + "\"}]}");
        Response response = sendGrid.api(request);
        if (response.getStatusCode() == 404) {
            log.warn("SendGrid contact list {} not found", listId);
        } else if (response.getStatusCode() >= 400) {
            log.error("SendGrid error {}: {}", response.getStatusCode(), response.getBody());
        }
    }
}
