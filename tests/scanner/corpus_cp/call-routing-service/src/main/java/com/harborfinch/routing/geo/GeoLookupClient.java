package com.harborfinch.routing.geo;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/** Area-code to timezone lookup, served by an internal service behind AWS API Gateway. */
@Component
public class GeoLookupClient {
    private final HttpClient http = HttpClient.newHttpClient();

    @Value("${routing.geo.base-url}")
    private String baseUrl;

    @Value("${routing.geo.api-key}")
    private String apiKey;

    public Optional<String> timezoneFor(String areaCode) throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create(baseUrl + "area-codes/" + areaCode))
                .header("x-api-key", apiKey)
                .GET()
                .build();
        HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
        if (res.statusCode() == 404) {
            return Optional.empty();
        }
        if (res.statusCode() == 502 || res.statusCode() == 503) {
            throw new IllegalStateException("geo service unavailable");
        }
        return Optional.of(res.body());
    }
}
