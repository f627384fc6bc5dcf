package com.northgate.cdc.dialwell;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.retry.annotation.Backoff;
import org.springframework.kafka.annotation.RetryableTopic;
import org.springframework.stereotype.Component;

/**
 * Consumes Debezium change events for crm.public.call_targets and mirrors them into
 * Dialwell contact lists. Envelope: {"before":..., "after":..., "op":"c|u|d|r", "source":{...}}.
 */
@Component
public class ContactChangeConsumer {

    private static final Logger log = LoggerFactory.getLogger(ContactChangeConsumer.class);

    private final DialwellClient dialwell;
    private final ObjectMapper mapper;

    public ContactChangeConsumer(DialwellClient dialwell, ObjectMapper mapper) {
        this.dialwell = dialwell;
        this.mapper = mapper;
    }

    @RetryableTopic(attempts = "5", backoff = @Backoff(delay = 2000, multiplier = 2.0),
            include = DialwellRetryable.class)
    @KafkaListener(topics = "crm.public.call_targets", groupId = "cdc-dialwell-sync")
    public void onChange(ConsumerRecord<String, String> record) throws Exception {
        if (record.value() == null) {
            return; // tombstone
        }
        JsonNode payload = mapper.readTree(record.value()).path("payload");
        String op = payload.path("op").asText();
        JsonNode before = payload.path("before");
        JsonNode after = payload.path("after");

        try {
            switch (op) {
                case "c", "r", "u" -> {
                    if ("u".equals(op) && !before.path("campaign_list_id").equals(after.path("campaign_list_id"))
                            && !before.path("campaign_list_id").isMissingNode()) {
                        dialwell.removeContact(before.path("campaign_list_id").asText(), before.path("phone").asText());
                    }
                    dialwell.appendContacts(after.path("campaign_list_id").asText(),
                            List.of(Map.of("phone", after.path("phone").asText(),
                                           "name", after.path("full_name").asText(""))));
                }
                case "d" -> dialwell.removeContact(before.path("campaign_list_id").asText(),
                        before.path("phone").asText());
                default -> log.debug("ignoring op {}", op);
            }
        } catch (DialwellException e) {
            if (e.retryable()) {
                throw new DialwellRetryable(e);
            }
            log.error("dropping change for key {}: {}", record.key(), e.getMessage());
        }
    }

    static class DialwellRetryable extends RuntimeException {
        DialwellRetryable(Throwable cause) { super(cause); }
    }
}
