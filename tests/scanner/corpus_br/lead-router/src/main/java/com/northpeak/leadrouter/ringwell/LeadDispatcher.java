package com.northpeak.leadrouter.ringwell;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import retrofit2.Response;

@Service
public class LeadDispatcher {
    private static final Logger log = LoggerFactory.getLogger(LeadDispatcher.class);
    private final RingwellApi api;
    private final ObjectMapper mapper = new ObjectMapper();

    public LeadDispatcher(RingwellApi api) {
        this.api = api;
    }

    public boolean dispatch(String listId, String phone) throws IOException {
        Response<Void> res = api.appendContacts(listId, Map.of("contacts", List.of(Map.of("phone", phone)))).execute();
        if (res.isSuccessful()) {
            return true;
        }
        RingwellErrorBody err = res.errorBody() == null ? null
                : mapper.readValue(res.errorBody().string(), RingwellErrorBody.class);
        switch (res.code()) {
            case 502:
                log.warn("Ringwell identity provider unreachable, will retry lead {}", phone);
                return false;
            case 503:
                log.error("Ringwell public API disabled; parking lead {}", phone);
                return false;
            case 404:
                if (err != null && "contact list not found".equalsIgnoreCase(err.error())) {
                    throw new IllegalStateException("Routing table points at a deleted list " + listId);
                }
                throw new IllegalStateException("Ringwell 404: " + (err == null ? "?" : err.error()));
            default:
                throw new IOException("Ringwell HTTP " + res.code());
        }
    }
}
