package com.norrbeck.dispatch.ringlane;

import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

import com.norrbeck.dispatch.ringlane.dto.AppendContactsRequest;
import com.norrbeck.dispatch.ringlane.dto.ContactList;
import com.norrbeck.dispatch.ringlane.dto.CreateContactListRequest;

import io.github.resilience4j.circuitbreaker.annotation.CircuitBreaker;
import io.github.resilience4j.retry.annotation.Retry;

@Service
public class CallbackListService {

    private static final Logger log = LoggerFactory.getLogger(CallbackListService.class);

    private final RinglaneClient ringlane;
    private final RinglaneProperties props;

    public CallbackListService(RinglaneClient ringlane, RinglaneProperties props) {
        this.ringlane = ringlane;
        this.props = props;
    }

    @Retry(name = "ringlane")
    @CircuitBreaker(name = "ringlane")
    public void pushCallbacks(String listId, List<String> phones) {
        try {
            ringlane.appendContacts(listId, new AppendContactsRequest(phones));
        } catch (RinglaneExceptions.ContactListNotFoundException e) {
            log.info("list {} vanished on Ringlane side, recreating", listId);
            ContactList fresh = ringlane.createContactList(new CreateContactListRequest(props.defaultListName()));
            ringlane.appendContacts(fresh.id(), new AppendContactsRequest(phones));
        } catch (RinglaneApiDisabledException e) {
            log.error("Ringlane public API disabled for our account, skipping push: {}", e.getMessage());
        }
    }

    public void removeCallback(String listId, String phoneE164) {
        ringlane.removeContact(listId, phoneE164);
    }
}
