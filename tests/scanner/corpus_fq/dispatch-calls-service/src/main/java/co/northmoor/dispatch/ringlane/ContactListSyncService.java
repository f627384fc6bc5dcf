package co.northmoor.dispatch.ringlane;

import co.northmoor.dispatch.ringlane.dto.AppendContactsRequest;
import co.northmoor.dispatch.ringlane.dto.ContactListDto;
import co.northmoor.dispatch.model.DriverShift;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.rest.client.inject.RestClient;

import java.time.temporal.ChronoUnit;
import java.util.List;

@ApplicationScoped
public class ContactListSyncService {

    @Inject
    @RestClient
    RinglaneContactListClient contactLists;

    @Retry(maxRetries = 3, delay = 400, jitter = 200, retryOn = RinglaneTransientException.class,
            abortOn = {RinglaneDisabledException.class, RinglaneAuthException.class})
    @Timeout(value = 10, unit = ChronoUnit.SECONDS)
    @CircuitBreaker(requestVolumeThreshold = 10, failureRatio = 0.5, delay = 30000)
    public ContactListDto syncDriverList(String listId, List<DriverShift> shifts) {
        List<String> phones = shifts.stream()
                .map(DriverShift::driverPhoneE164)
                .distinct()
                .toList();
        return contactLists.appendContacts(listId, new AppendContactsRequest(phones));
    }

    @Retry(maxRetries = 2, retryOn = RinglaneTransientException.class)
    public void dropDriver(String listId, String phone) {
        contactLists.removeContact(listId, phone);
    }
}
