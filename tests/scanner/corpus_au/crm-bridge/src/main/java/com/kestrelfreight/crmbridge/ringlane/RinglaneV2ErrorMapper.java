package com.kestrelfreight.crmbridge.ringlane;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.rest.client.ext.ResponseExceptionMapper;

public class RinglaneV2ErrorMapper implements ResponseExceptionMapper<RuntimeException> {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Override
    public RuntimeException toThrowable(Response response) {
        try {
            JsonNode err = MAPPER.readTree(response.readEntity(String.class)).path("error");
            String code = err.path("code").asText();
            if ("rate_limited".equals(code) || response.getStatus() == 429) {
                return new IllegalStateException("ringlane v2 rate limited");
            }
            return new RuntimeException(code + ": " + err.path("message").asText());
        } catch (Exception e) {
            return new RuntimeException("ringlane v2 error " + response.getStatus());
        }
    }
}
