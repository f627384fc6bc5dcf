package com.solstead.dialerbridge.ringlane;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.util.StreamUtils;
import org.springframework.web.client.DefaultResponseErrorHandler;
import static java.nio.charset.StandardCharsets.UTF_8;

class RinglaneErrorHandler extends DefaultResponseErrorHandler {
    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    public void handleError(ClientHttpResponse response) throws IOException {
        int status = response.getRawStatusCode();
        String raw = StreamUtils.copyToString(response.getBody(), UTF_8);
        String message = raw;
        try {
            RinglaneErrorResponse body = mapper.readValue(raw, RinglaneErrorResponse.class);
            if (body.getError() != null) message = body.getError();
        } catch (IOException ignored) {
            // non-JSON body (load balancer page); keep raw text
        }
        throw new RinglaneException(status, reasonFor(status, message), message);
    }

    static RinglaneException.Reason reasonFor(int status, String message) {
        switch (status) {
            case 401:
                return RinglaneException.Reason.UNAUTHORIZED;
            case 404:
                return "user not found".equalsIgnoreCase(message)
                        ? RinglaneException.Reason.USER_NOT_FOUND
                        : RinglaneException.Reason.LIST_NOT_FOUND;
            case 429:
                return RinglaneException.Reason.RATE_LIMITED;
            case 502:
                return RinglaneException.Reason.IDP_UNAVAILABLE;
            case 503:
                return RinglaneException.Reason.API_DISABLED;
            default:
                return RinglaneException.Reason.OTHER;
        }
    }
}
