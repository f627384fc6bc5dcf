package com.novacrest.crm.callforge;

import com.fasterxml.jackson.databind.JsonNode;
import org.apache.log4j.Logger;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/** Nightly job: mirrors CRM "call campaigns" into CallForge contact lists. */
public class ContactListSync implements Runnable {

    private static final Logger LOG = Logger.getLogger(ContactListSync.class);

    private final CallForgeClient client;
    private final CampaignDao dao;

    public ContactListSync(CallForgeClient client, CampaignDao dao) {
        this.client = client;
        this.dao = dao;
    }

    @Override
    public void run() {
        for (Campaign c : dao.findActive()) {
            try {
                if (c.getCallforgeListId() == null) {
                    JsonNode created = client.createContactList(c.getName());
                    dao.setCallforgeListId(c.getId(), created.get("id").asText());
                }
                client.appendContacts(c.getCallforgeListId(), dao.newPhones(c.getId()));
            } catch (CallForgeException e) {
                if (e.isApiDisabled()) {
                    LOG.error("CallForge API disabled, aborting sync");
                    return;
                }
                for (Map<String, String> d : e.getDetails()) {
                    LOG.warn("campaign " + c.getId() + ": " + d.get("path") + " " + d.get("message"));
                }
            } catch (IOException e) {
                LOG.error("sync failed for campaign " + c.getId(), e);
            }
        }
    }

    public interface CampaignDao {
        List<Campaign> findActive();
        void setCallforgeListId(long id, String listId);
        List<String> newPhones(long campaignId);
    }

    public interface Campaign {
        long getId();
        String getName();
        String getCallforgeListId();
    }
}
