package com.quillfield.voxtera;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.web.client.HttpStatusCodeException;

final class VoxteraErrors {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    static RuntimeException translate(HttpStatusCodeException e) {
        String message = e.getStatusText();
        try {
            JsonNode node = MAPPER.readTree(e.getResponseBodyAsString());
            message = node.path("error").asText(message);
        } catch (Exception ignored) {
            // keep status text
        }
        switch (e.getStatusCode().value()) {
            case 404:
                if ("user not found".equalsIgnoreCase(message)) {
                    return new ActingUserMissingException(message);
                }
                return new ContactListMissingException(message);
            case 502:
                return new VoxteraTransientException("identity provider unreachable: " + message);
            case 503:
                return new VoxteraDisabledException(message);
            default:
                return new VoxteraException(e.getStatusCode().value(), message);
        }
    }
}
