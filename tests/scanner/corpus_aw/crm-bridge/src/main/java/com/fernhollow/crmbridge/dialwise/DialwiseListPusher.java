package com.fernhollow.crmbridge.dialwise;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import retrofit2.Response;

@Service
public class DialwiseListPusher {
    private static final Logger log = LoggerFactory.getLogger(DialwiseListPusher.class);
    private final DialwiseApi api;
    private final ObjectMapper om = new ObjectMapper();

    public DialwiseListPusher(DialwiseApi api) {
        this.api = api;
    }

    public int push(String listId, List<DialwiseApi.Contact> contacts) throws IOException {
        Response<DialwiseApi.AppendResult> r = api.appendContacts(listId, new DialwiseApi.AppendRequest(contacts)).execute();
        if (r.isSuccessful()) {
            return r.body().added();
        }
        DialwiseErrorBody err = om.readValue(r.errorBody().string(), DialwiseErrorBody.class);
        switch (r.code()) {
            case 404 -> {
                if (err.isUserNotFound()) {
                    throw new IllegalStateException("Dialwise acting user not provisioned in SSO");
                }
                throw new IllegalArgumentException("Dialwise list " + listId + " not found");
            }
            case 502 -> throw new TransientDialwiseException("Dialwise IdP unreachable: " + err.error);
            case 503 -> throw new IllegalStateException("Dialwise public API disabled for our account");
            default -> {
                if (err.details != null) {
                    err.details.forEach(d -> log.warn("dialwise field {}: {}", d.path, d.message));
                }
                throw new IOException("Dialwise HTTP " + r.code() + ": " + err.error);
            }
        }
    }

    public static class TransientDialwiseException extends RuntimeException {
        public TransientDialwiseException(String m) { super(m); }
    }
}
