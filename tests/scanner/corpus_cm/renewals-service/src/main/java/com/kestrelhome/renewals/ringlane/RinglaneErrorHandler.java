package com.kestrelhome.renewals.ringlane;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.springframework.http.HttpStatus;
import org.springframework.http.client.ClientHttpResponse;
import org.springframework.util.StreamUtils;
import org.springframework.web.client.DefaultResponseErrorHandler;

class RinglaneErrorHandler extends DefaultResponseErrorHandler {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Override
    public void handleError(ClientHttpResponse response) throws IOException {
        HttpStatus status = response.getStatusCode();
        byte[] raw = StreamUtils.copyToByteArray(response.getBody());
        RinglaneErrorResponse body;
        try {
            body = MAPPER.readValue(raw, RinglaneErrorResponse.class);
        } catch (IOException e) {
            body = new RinglaneErrorResponse();
        }
        String message = body.error != null ? body.error : status.getReasonPhrase();

        switch (status) {
            case NOT_FOUND:
                if ("user not found".equalsIgnoreCase(message)) {
                    throw new RinglaneUserNotFoundException(message);
                }
                throw new RinglaneException(status.value(), message);
            case BAD_GATEWAY:
                throw new RinglaneTransientException("identity provider unreachable: " + message);
            case SERVICE_UNAVAILABLE:
                throw new RinglaneDisabledException(message);
            default:
                throw new RinglaneException(status.value(), message);
        }
    }
}
