package com.kestrelfreight.bridge.ringlane;

import io.micronaut.http.HttpStatus;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Optional;

@Singleton
public class DialerSyncService {
    private static final Logger LOG = LoggerFactory.getLogger(DialerSyncService.class);

    private final RinglaneClient ringlane;

    public DialerSyncService(RinglaneClient ringlane) {
        this.ringlane = ringlane;
    }

    public Optional<Integer> pushLoadContacts(String dispatcherEmail, String listId, List<String> phones) {
        var contacts = phones.stream().map(p -> new RinglaneClient.Contact(p, null)).toList();
        for (int attempt = 1; attempt <= 3; attempt++) {
            try {
                return Optional.of(ringlane.appendContacts(dispatcherEmail, listId,
                        new RinglaneClient.AppendRequest(contacts)).added());
            } catch (HttpClientResponseException e) {
                Optional<RinglaneError> body = e.getResponse().getBody(RinglaneError.class);
                String msg = body.map(RinglaneError::error).orElse(e.getMessage());
                if (e.getStatus() == HttpStatus.BAD_GATEWAY) {
                    LOG.warn("ringlane IdP blip, attempt {}: {}", attempt, msg);
                    continue;
                }
                if (e.getStatus() == HttpStatus.NOT_FOUND && "user not found".equalsIgnoreCase(msg)) {
                    LOG.info("dispatcher {} has no Ringlane seat", dispatcherEmail);
                    return Optional.empty();
                }
                if (e.getStatus() == HttpStatus.SERVICE_UNAVAILABLE) {
                    throw new IllegalStateException("Ringlane API disabled for tenant: " + msg, e);
                }
                throw e;
            }
        }
        return Optional.empty();
    }
}
