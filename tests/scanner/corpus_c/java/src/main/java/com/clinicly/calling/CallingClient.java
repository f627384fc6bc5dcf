package com.clinicly.calling;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;

@Component
public class CallingClient {

    private final HttpClient http = HttpClient.newHttpClient();
    private final ObjectMapper mapper = new ObjectMapper();

    @Value("${calling.base-url}")
    private String baseUrl;

    @Value("${calling.api-key}")
    private String apiKey;

    public Map<?, ?> createList(String actingEmail, String name, Object contacts) throws IOException, InterruptedException {
        String json = mapper.writeValueAsString(Map.of("name", name, "contacts", contacts));
        HttpRequest req = HttpRequest.newBuilder(URI.create(baseUrl + "/contact-lists"))
                .header(DialwaveHeaders.API_KEY, apiKey)
                .header(DialwaveHeaders.ACTING_USER_EMAIL, actingEmail)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build();
        HttpResponse<String> resp = http.send(req, HttpResponse.BodyHandlers.ofString());
        return handle(resp);
    }

    private Map<?, ?> handle(HttpResponse<String> resp) throws IOException {
        int status = resp.statusCode();
        if (status < 300) {
            return mapper.readValue(resp.body(), Map.class);
        }
        CallingErrorResponse err = mapper.readValue(resp.body(), CallingErrorResponse.class);
        switch (status) {
            case 503:
                throw new CallingDisabledException();
            default:
                throw new CallingException("Dialwave " + status + ": " + err.getError());
        }
    }

    public static class CallingException extends RuntimeException {
        public CallingException(String m) { super(m); }
    }
    public static class RetryableCallingException extends CallingException {
        public RetryableCallingException(String m) { super(m); }
    }
    public static class CallingDisabledException extends CallingException {
        public CallingDisabledException() { super("calling API disabled"); }
    }
    public static class UnknownStaffException extends CallingException {
        public UnknownStaffException() { super("staff member unknown to Dialwave"); }
    }
}
