package com.tidemark.dispatch.webhook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

@Service
public class CallOutcomeService {

    private static final Logger log = LoggerFactory.getLogger(CallOutcomeService.class);

    private final ObjectMapper mapper;
    private final ShipmentNotes notes;

    public CallOutcomeService(ObjectMapper mapper, ShipmentNotes notes) {
        this.mapper = mapper;
        this.notes = notes;
    }

    public void record(String json) {
        try {
            JsonNode event = mapper.readTree(json);
            String ref = event.path("contact").path("external_ref").asText(null);
            String outcome = event.path("outcome").asText("unknown");
            if (ref == null) {
                log.warn("call outcome without shipment ref: {}", event.path("id").asText());
                return;
            }
            notes.append(ref, "Ringwell call: " + outcome);
        } catch (Exception e) {
            log.error("Could not parse Ringwell event", e);
        }
    }

    public interface ShipmentNotes {
        void append(String shipmentRef, String note);
    }
}
