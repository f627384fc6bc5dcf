package com.kestrelhome.renewals.jobs;

import com.kestrelhome.renewals.policy.PolicyRepository;
import com.kestrelhome.renewals.ringlane.RinglaneContactListService;
import com.kestrelhome.renewals.ringlane.RinglaneException;
import java.time.LocalDate;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class RenewalCallListJob {
    private static final Logger log = LoggerFactory.getLogger(RenewalCallListJob.class);

    private final PolicyRepository policies;
    private final RinglaneContactListService ringlane;

    public RenewalCallListJob(PolicyRepository policies, RinglaneContactListService ringlane) {
        this.policies = policies;
        this.ringlane = ringlane;
    }

    @Scheduled(cron = "0 0 6 * * MON-FRI", zone = "America/Chicago")
    public void buildTodaysList() {
        LocalDate in30 = LocalDate.now().plusDays(30);
        List<String> phones = policies.findPhonesExpiringOn(in30);
        if (phones.isEmpty()) {
            return;
        }
        try {
            String listId = ringlane.createRenewalList("Renewals " + in30);
            ringlane.appendPhones(listId, phones);
            log.info("pushed {} renewal contacts to ringlane list {}", phones.size(), listId);
        } catch (RinglaneException e) {
            if (e.getStatus() == 503) {
                log.warn("Ringlane API is disabled on their side, skipping today's list");
                return;
            }
            throw e;
        }
    }
}
