package com.harborfinch.routing.dialwise;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.harborfinch.routing.dialwise.model.DialwiseErrorBody;
import java.io.IOException;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import retrofit2.Call;
import retrofit2.Response;

@Component
public class DialwiseCallExecutor {
    private static final Logger log = LoggerFactory.getLogger(DialwiseCallExecutor.class);
    private static final Set<Integer> RETRY_ON = Set.of(429, 502);
    private static final ObjectMapper MAPPER = new ObjectMapper();

    public <T> T execute(Call<T> call) throws IOException {
        for (int attempt = 1; ; attempt++) {
            Response<T> res = call.clone().execute();
            if (res.isSuccessful()) {
                return res.body();
            }
            DialwiseErrorBody err = MAPPER.readValue(res.errorBody().bytes(), DialwiseErrorBody.class);
            switch (res.code()) {
                case 404:
                    if ("user not found".equalsIgnoreCase(err.error)) {
                        throw new DialwiseUserMissingException(err.error);
                    }
                    throw new DialwiseNotFoundException(err.error);
                case 503:
                    throw new DialwiseDisabledException("Dialwise API disabled: " + err.error);
                default:
                    if (RETRY_ON.contains(res.code()) && attempt < 4) {
                        log.warn("dialwise {} (attempt {}), retrying", res.code(), attempt);
                        sleep(attempt);
                        continue;
                    }
                    throw new DialwiseException(res.code(), err.error, err.details);
            }
        }
    }

    private static void sleep(int attempt) {
        try { Thread.sleep(500L * attempt * attempt); } catch (InterruptedException ie) { Thread.currentThread().interrupt(); }
    }
}
