package com.korvath.fms.dialer;

import java.util.Arrays;
import java.util.List;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/**
 * Quartz-triggered job (see applicationContext-dialer.xml). Creates the regional
 * prospect lists in DialBridge if they are missing.
 */
public class NightlyListSyncJob {

    private static final Log LOG = LogFactory.getLog(NightlyListSyncJob.class);

    /** Statuses after which the whole job is re-scheduled instead of failed. */
    private static final List<Integer> RESCHEDULE_ON = Arrays.asList(429, 502);

    private static final String[] REGIONS = { "NORTH", "SOUTH", "EAST", "WEST", "CEE" };

    private DialBridgeClient client;
    private String listNamePrefix;

    public void setClient(DialBridgeClient client) { this.client = client; }
    public void setListNamePrefix(String p) { this.listNamePrefix = p; }

    public void run() {
        for (String region : REGIONS) {
            try {
                String existing = client.listContactLists("ops-dialer@korvath-logistics.com");
                if (!existing.contains("\"" + listNamePrefix + region + "\"")) {
                    client.createContactList("ops-dialer@korvath-logistics.com", listNamePrefix + region);
                }
            } catch (DialBridgeException e) {
                if (RESCHEDULE_ON.contains(e.getStatus())) {
                    LOG.info("DialBridge busy/unavailable, rescheduling: " + e.getMessage());
                    JobScheduler.rescheduleIn(this, 15);
                    return;
                }
                if (e.getStatus() == 503) {
                    LOG.error("DialBridge disabled the public API for our tenant; skipping sync");
                    return;
                }
                LOG.error("Region " + region + " failed", e);
            }
        }
    }
}
