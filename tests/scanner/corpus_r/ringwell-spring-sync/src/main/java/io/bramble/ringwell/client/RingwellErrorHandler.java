package io.bramble.ringwell.client;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.client.DefaultResponseErrorHandler;

@Component
public class RingwellErrorHandler extends DefaultResponseErrorHandler {
    private static final Logger log = LoggerFactory.getLogger(RingwellErrorHandler.class);
    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    public void handleError(ClientHttpResponse response) throws IOException {
        int status = response.getRawStatusCode();
        RingwellApiError body;
        try {
            body = mapper.readValue(response.getBody(), RingwellApiError.class);
        } catch (IOException e) {
            body = new RingwellApiError();
        }
        String msg = body.error != null ? body.error : response.getStatusText();
        if (body.details != null && !body.details.isEmpty()) {
            msg += " [" + body.details.stream().map(d -> d.path + ": " + d.message).collect(Collectors.joining(", ")) + "]";
        }

        switch (status) {
            case 401:
                throw new RingwellException(status, "Ringwell rejected the API key: " + msg, false);
            case 404:
                if ("user not found".equalsIgnoreCase(body.error)) {
                    throw new RingwellException(status, "Acting user is not provisioned in Ringwell", false);
                }
                throw new RingwellException(status, msg, false);
            case 502:
                log.warn("Ringwell identity provider unreachable, will retry: {}", msg);
                throw new RingwellException(status, msg, true);
            case 503:
                log.error("Ringwell API is disabled on their side: {}", msg);
                throw new RingwellException(status, msg, false);
            case 429:
                throw new RingwellException(status, msg, true);
            default:
                throw new RingwellException(status, msg, status >= 500);
        }
    }
}

/** Error payload returned by Ringwell. */
@JsonIgnoreProperties(ignoreUnknown = true)
class RingwellApiError {
    public String error;
    public List<Detail> details;

    @JsonIgnoreProperties(ignoreUnknown = true)
    static class Detail {
        public String path;
        public String message;
    }
}
