package com.tidewell.quotedialer.callvance;

import com.tidewell.quotedialer.quotes.Quote;
import com.tidewell.quotedialer.quotes.QuoteRepository;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.faulttolerance.api.ExponentialBackoff;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

import java.util.List;

@ApplicationScoped
public class UnboundQuoteCampaignJob {

    private static final Logger LOG = Logger.getLogger(UnboundQuoteCampaignJob.class);

    @Inject
    @RestClient
    ContactListsClient contactLists;

    @Inject
    QuoteRepository quotes;

    @ConfigProperty(name = "callvance.unbound-list-id")
    long unboundListId;

    @Scheduled(every = "15m", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void pushUnboundQuotes() {
        List<Quote> stale = quotes.unboundOlderThanHours(48);
        if (stale.isEmpty()) {
            return;
        }
        var contacts = stale.stream()
                .map(q -> new ContactListsClient.Contact(q.phoneE164(), q.holderName(), q.reference()))
                .toList();
        try {
            var result = append(contacts);
            LOG.infof("pushed %d unbound quotes (%d skipped)", result.added(), result.skipped());
            quotes.markQueued(stale);
        } catch (CallvanceException e) {
            if (e.status() == 503) {
                LOG.error("Callvance API switched off for us, pausing campaign sync");
                return;
            }
            throw e;
        }
    }

    @Retry(maxRetries = 4, retryOn = CallvanceException.class, abortOn = IllegalArgumentException.class)
    @ExponentialBackoff
    ContactListsClient.AppendResult append(List<ContactListsClient.Contact> contacts) {
        return contactLists.appendContacts(unboundListId, new ContactListsClient.AppendContactsRequest(contacts));
    }
}
