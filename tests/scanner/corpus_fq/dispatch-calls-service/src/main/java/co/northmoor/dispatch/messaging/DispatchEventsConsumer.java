package co.northmoor.dispatch.messaging;

import co.northmoor.dispatch.model.AssignmentEvent;
import co.northmoor.dispatch.ringlane.ContactListSyncService;
import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;

@ApplicationScoped
public class DispatchEventsConsumer {

    private static final Logger LOG = Logger.getLogger(DispatchEventsConsumer.class);

    @Inject
    ContactListSyncService sync;

    @Inject
    DepotDirectory depots;

    @Incoming("dispatch-events")
    @Blocking(ordered = false)
    @Retry(maxRetries = 5, delay = 1000)
    public void onAssignment(AssignmentEvent event) {
        String listId = depots.contactListFor(event.depotCode());
        if (listId == null) {
            LOG.debugf("No dialer list configured for depot %s, skipping", event.depotCode());
            return;
        }
        sync.syncDriverList(listId, event.shifts());
    }
}
