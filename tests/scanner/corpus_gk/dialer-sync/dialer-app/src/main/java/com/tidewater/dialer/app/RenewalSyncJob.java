package com.tidewater.dialer.app;

import com.tidewater.dialer.client.CallowayApiException;
import com.tidewater.dialer.client.CallowayHttpClient;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Pushes policies due for renewal into the Calloway dialer list.
 */
public class RenewalSyncJob implements Runnable {

    private static final Logger log = LoggerFactory.getLogger(RenewalSyncJob.class);

    private final CallowayHttpClient calloway;
    private final PolicyRepository policies;
    private final DialerConfig config;

    public RenewalSyncJob(CallowayHttpClient calloway, PolicyRepository policies, DialerConfig config) {
        this.calloway = calloway;
        this.policies = policies;
        this.config = config;
    }

    @Override
    public void run() {
        try {
            String listId = findOrCreateList(config.defaultListName());
            List<String> phones = policies.phonesDueForRenewal(config.batchSize());
            if (phones.isEmpty()) {
                log.info("Nothing to sync");
                return;
            }
            calloway.appendContacts(listId, phones);
            log.info("Appended {} contacts to list {}", phones.size(), listId);
        } catch (CallowayApiException e) {
            if (e.isApiDisabled()) {
                log.error("Calloway API is disabled for our account; ask the dialer admin to re-enable it");
            } else if (e.isUserNotFound()) {
                log.error("Acting user {} does not exist in Calloway", config.actingUser());
            } else {
                log.error("Calloway sync failed: {}", e.getMessage());
            }
        } catch (IOException e) {
            log.error("I/O error talking to Calloway", e);
        }
    }

    private String findOrCreateList(String name) throws IOException {
        for (Map<String, Object> list : calloway.listContactLists()) {
            if (name.equals(list.get("name"))) {
                return String.valueOf(list.get("id"));
            }
        }
        return String.valueOf(calloway.createContactList(name).get("id"));
    }
}
