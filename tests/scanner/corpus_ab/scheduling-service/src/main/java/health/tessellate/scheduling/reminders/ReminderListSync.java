package health.tessellate.scheduling.reminders;

import health.tessellate.scheduling.ringloop.RingLoopClient;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;

@Service
public class ReminderListSync {

    private static final Logger log = LoggerFactory.getLogger(ReminderListSync.class);
    private final RingLoopClient ringLoop;
    private final AppointmentRepository appointments;

    public ReminderListSync(RingLoopClient ringLoop, AppointmentRepository appointments) {
        this.ringLoop = ringLoop;
        this.appointments = appointments;
    }

    @Scheduled(cron = "0 0 6 * * *")
    public void pushTomorrowsReminders() {
        List<String> phones = appointments.phonesForTomorrow();
        if (phones.isEmpty()) {
            return;
        }
        String listId = appointments.reminderListId();
        ringLoop.appendContacts(listId, new RingLoopClient.AppendContacts(phones));
        log.info("pushed {} reminder numbers to RingLoop list {}", phones.size(), listId);
    }
}
